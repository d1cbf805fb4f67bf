// Field rules shared by the forms of the web app and the validation of the server (spec section 5).

import { z } from 'zod';
import { ageOn, isIsoDate, utcDateOf } from './calendar/days.ts';

/** Trailing whitespace is stripped from an email before it is checked (spec section 5). */
export const emailSchema = z
  .string({ error: 'Enter an email address' })
  .trim()
  .max(254, 'Email address is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const referralCodePattern = /^[A-Z0-9]{6,12}$/;

/** Referral codes are 6 to 12 letters or digits, compared case-insensitively. */
export const referralCodeSchema = z
  .string({ error: 'Enter a referral code' })
  .trim()
  .toUpperCase()
  .regex(referralCodePattern, 'A referral code is 6 to 12 letters or digits');

/** Sign-up asks for at least 12 characters; the upper bound keeps hashing cheap to refuse. */
export const passwordMinLength = 12;
export const passwordSchema = z
  .string({ error: 'Enter a password' })
  .min(passwordMinLength, `Use at least ${passwordMinLength} characters`)
  .max(128, 'Use at most 128 characters');

/** Letters (any script), spaces, hyphens, apostrophes and periods, as real names have them. */
export const personNameSchema = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(50, `Your ${label} can be at most 50 characters`)
    .regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, `Your ${label} can hold letters, spaces, hyphens and apostrophes`);

/** A US phone number: any punctuation is dropped, a leading country code 1 is allowed. */
export const phoneNumberSchema = z
  .string({ error: 'Enter a phone number' })
  .transform((value) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[2-9]\d{2}[2-9]\d{6}$/, 'Enter a 10-digit US phone number'));

export const dateOfBirthMessage = 'Invalid date of birth';
/** An empty field says what is missing, as every required field does; the spec's message is for a date that is not one. */
export const dateOfBirthRequiredMessage = 'Enter your date of birth';
export const minimumMemberAge = 18;
export const maximumMemberAge = 120;
/** A real date that makes the person younger than 18 says why it is refused. */
export const underageMessage = `Members must be ${minimumMemberAge} or older`;

/**
 * The one age rule, for server and web alike: what is wrong with a real calendar day as a date of
 * birth on `today` (both `YYYY-MM-DD`), or undefined. Age counts whole years, a 29 February birthday
 * turning over on 1 March; the web passes the device's date, the server its own.
 */
export function dateOfBirthProblem(iso: string, todayIso: string): string | undefined {
  if (iso > todayIso) return dateOfBirthMessage;
  const age = ageOn(iso, todayIso);
  if (age < minimumMemberAge) return underageMessage;
  if (age > maximumMemberAge) return dateOfBirthMessage;
  return undefined;
}

/**
 * Spec section 5: slashes are converted to dashes before sending, so the API takes `MM-DD-YYYY`
 * (slashes are accepted too) and answers with ISO `YYYY-MM-DD`. A member is 18 to 120 years old and
 * the date is a real calendar day. `getTodayIso` defaults to the UTC date.
 */
export function createDateOfBirthSchema(getTodayIso: () => string = () => utcDateOf(new Date())) {
  return z
    .string({ error: dateOfBirthRequiredMessage })
    .trim()
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: dateOfBirthRequiredMessage });
        return z.NEVER;
      }
      const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.replaceAll('/', '-'));
      const iso = match ? `${match[3]}-${match[1]}-${match[2]}` : '';
      if (!match || !isIsoDate(iso)) {
        ctx.addIssue({ code: 'custom', message: dateOfBirthMessage });
        return z.NEVER;
      }
      const problem = dateOfBirthProblem(iso, getTodayIso());
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return iso;
    });
}

export const dateOfBirthSchema = createDateOfBirthSchema();

/** A query flag: `true` or `false` in the URL, absent meaning false. */
export const booleanQuerySchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

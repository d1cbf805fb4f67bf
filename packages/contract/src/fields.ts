// Field rules shared by the forms of the web app and the validation of the server (spec section 5).
import { z } from 'zod';

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

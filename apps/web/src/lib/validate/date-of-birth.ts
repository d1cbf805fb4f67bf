// Date of birth: typed as MM/DD/YYYY, sent to the API as MM-DD-YYYY (spec section 5), shown as MM/DD/YYYY.
// The spec's "slashes converted to dashes before sending" becomes this conversion to the ISO form.

import {
  type CalendarDate,
  localCalendarDate,
  parseIsoCalendarDate,
  parseUsNumericDate,
  toIsoCalendarDate,
  toUsNumericDate,
} from '@fernleaf/contract/calendar/date-formats';
import {
  dateOfBirthMessage,
  dateOfBirthProblem,
  dateOfBirthRequiredMessage,
  maximumMemberAge,
  minimumMemberAge,
} from '@fernleaf/contract/fields';
import { z } from 'zod';

/** The message for a date of birth that is not a real day (spec section 5); the contract's age rule says its own. */
export const DATE_OF_BIRTH_ERROR = dateOfBirthMessage;
/** Accounts are for adults. */
export const MIN_AGE_YEARS = minimumMemberAge;
/** Older than this is taken to be a typing mistake. */
export const MAX_AGE_YEARS = maximumMemberAge;

/** The contract's rule for a real day: its message, or undefined when acceptable. */
function birthDateProblem(birthDate: CalendarDate, today: CalendarDate): string | undefined {
  return dateOfBirthProblem(toIsoCalendarDate(birthDate), toIsoCalendarDate(today));
}

/**
 * Whether a birth date is acceptable on `today`: not in the future, age at least 18 and at most 120
 * (120 allowed). Age counts whole years, a 29 February birthday turning over on 1 March.
 */
export function isAcceptableBirthDate(birthDate: CalendarDate, today: CalendarDate = localCalendarDate()): boolean {
  return birthDateProblem(birthDate, today) === undefined;
}

/**
 * Converts typed 'MM/DD/YYYY' (or 'M/D/YYYY', or with dashes) into the API form 'MM-DD-YYYY'.
 * Undefined when it is not a real date or not acceptable (see isAcceptableBirthDate). `today` defaults
 * to the device's date, since the user's age is counted where the user is.
 */
export function dateOfBirthToApi(typed: string, today: CalendarDate = localCalendarDate()): string | undefined {
  const birthDate = parseUsNumericDate(typed.trim());
  if (!birthDate || !isAcceptableBirthDate(birthDate, today)) return undefined;
  // Spec section 5: the typed slashes become dashes, so the API receives MM-DD-YYYY.
  return toUsNumericDate(birthDate, '-');
}

/** Shows an API date of birth 'YYYY-MM-DD' as 'MM/DD/YYYY'. Undefined when the value is not one. */
export function formatDateOfBirth(apiValue: string): string | undefined {
  const birthDate = parseIsoCalendarDate(apiValue);
  return birthDate ? toUsNumericDate(birthDate, '/') : undefined;
}

/**
 * The form field's schema: typed text in, 'MM-DD-YYYY' out; 'Enter your date of birth' for empty input,
 * 'Invalid date of birth' for a day that does not exist, the contract's age message ("Members must be
 * 18 or older") otherwise. `getToday` is read on each parse so a form left open over midnight stays right.
 */
export function createDateOfBirthSchema(getToday: () => CalendarDate = localCalendarDate) {
  return z.string({ error: dateOfBirthRequiredMessage }).transform((typed, ctx) => {
    if (typed.trim() === '') {
      ctx.addIssue({ code: 'custom', message: dateOfBirthRequiredMessage });
      return z.NEVER;
    }
    const birthDate = parseUsNumericDate(typed.trim());
    const problem = birthDate ? birthDateProblem(birthDate, getToday()) : DATE_OF_BIRTH_ERROR;
    if (!birthDate || problem) {
      ctx.addIssue({ code: 'custom', message: problem ?? DATE_OF_BIRTH_ERROR });
      return z.NEVER;
    }
    return toUsNumericDate(birthDate, '-');
  });
}

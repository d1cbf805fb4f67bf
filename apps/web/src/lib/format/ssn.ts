// Social Security numbers: the input keeps digits only; the display never shows more than the last 4.
import { digitsOnly } from './digits';

export const SSN_DIGIT_COUNT = 9;

/** What an SSN input keeps: digits only, at most 9. '123-45-6789' -> '123456789'. */
export function toSsnInputDigits(text: string): string {
  return digitsOnly(text, SSN_DIGIT_COUNT);
}

/** Shows 123456789 as 123-45-6789 while typing. */
export function withSsnDashes(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 9)].filter(Boolean).join('-');
}

/** Said at the field when a tenth digit is typed or pasted: the number is left as it was. */
export const SSN_TOO_LONG_MESSAGE =
  'A Social Security number has 9 digits. The extra digit was not added; check the number.';

/**
 * Reads a change of an SSN input: a value with more than 9 digits is refused (`tooLong`), never cut to
 * 9, so a mistyped number is not silently sent as another one.
 */
export function readSsnInput(text: string): { digits: string; tooLong: boolean } {
  const all = digitsOnly(text);
  return all.length > SSN_DIGIT_COUNT ? { digits: '', tooLong: true } : { digits: all, tooLong: false };
}

/**
 * Masks an SSN to its last 4 digits: '123-45-6789' -> '•••-••-6789'. Accepts a full SSN or only its last
 * 4 digits (which is all a profile may hold). Returns '' when fewer than 4 digits are given, so that a
 * partial value never shows as if it were an SSN.
 */
export function maskSsn(ssn: string): string {
  const digits = digitsOnly(ssn);
  if (digits.length < 4) return '';
  return `•••-••-${digits.slice(-4)}`;
}

// Social Security numbers: the input keeps digits only; the display never shows more than the last 4.
import { digitsOnly } from './digits';

export const SSN_DIGIT_COUNT = 9;

/** What an SSN input keeps: digits only, at most 9. '123-45-6789' -> '123456789'. */
export function toSsnInputDigits(text: string): string {
  return digitsOnly(text, SSN_DIGIT_COUNT);
}

/** Shows 123456789 as 123-45-6789 while typing; a pasted number too long shows every digit it has. */
export function withSsnDashes(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** Said at the field when a tenth digit is typed: the nine already there are kept. */
export const SSN_TOO_LONG_MESSAGE =
  'A Social Security number has 9 digits. The extra digit was not added; check the number.';

/** Said at the field when a longer number is pasted or filled in: it is kept as it came, to correct. */
export const ssnPastedTooLongMessage = (digitCount: number) =>
  `A Social Security number has 9 digits; this one has ${digitCount}. Check the number.`;

/**
 * Reads a change of an SSN input whose digits were `previousDigits`. Never cut to 9, so a mistyped
 * number is not silently sent as another one: one digit typed past the ninth is refused and the nine
 * are kept; a longer number pasted (or filled in) is kept whole, so the member sees it and corrects
 * it, and the field's schema refuses to send it until then. Either way `problem` says so.
 */
export function readSsnInput(text: string, previousDigits = ''): { digits: string; problem?: string } {
  const all = digitsOnly(text);
  if (all.length <= SSN_DIGIT_COUNT) return { digits: all };
  const typedOneMore = previousDigits.length === SSN_DIGIT_COUNT && all.length === SSN_DIGIT_COUNT + 1;
  if (typedOneMore && all.startsWith(previousDigits)) return { digits: previousDigits, problem: SSN_TOO_LONG_MESSAGE };
  return { digits: all, problem: ssnPastedTooLongMessage(all.length) };
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

// US phone numbers: what the inputs keep (digits) and how a number is shown, '(123) 456-7890'.
import { digitsOnly } from './digits';

/** Digits in a US phone number without the country code. */
export const PHONE_DIGIT_COUNT = 10;

const displayShape = /^\(\d{3}\) \d{3}-\d{4}$/;

// Numbers from the API or pasted from contacts often carry the +1 country code; the inputs and the
// display only ever deal with the 10 national digits.
function nationalDigits(text: string): string {
  const digits = digitsOnly(text);
  return digits.length > PHONE_DIGIT_COUNT && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * What a phone input keeps: digits only, a leading US country code 1 dropped once there are more than
 * 10 digits, then at most 10 digits. '+1 (555) 123-4567' -> '5551234567'.
 */
export function toPhoneInputDigits(text: string): string {
  return nationalDigits(text).slice(0, PHONE_DIGIT_COUNT);
}

/**
 * Shows a phone number as '(123) 456-7890'. Text already in that shape is returned as is. Anything with
 * exactly 10 digits (or 11 starting with the country code 1) is reshaped; anything else is returned
 * unchanged, since a partial or foreign number cannot be put in that shape without inventing digits.
 */
export function formatPhone(phone: string): string {
  if (displayShape.test(phone)) return phone;
  const digits = nationalDigits(phone);
  if (digits.length !== PHONE_DIGIT_COUNT) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

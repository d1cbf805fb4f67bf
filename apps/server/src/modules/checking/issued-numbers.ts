// Numbers the checking account and its debit card are issued with. Randomness comes from the
// operating system's CSPRNG: a guessable account or card number is a fraud risk.
import { randomInt } from 'node:crypto';
import { partnerBank } from './partner-bank.ts';

function randomDigits(count: number): string {
  let digits = '';
  for (let index = 0; index < count; index++) digits += String(randomInt(10));
  return digits;
}

/** A 12-digit account number that never starts with 0, so no system that parses it as a number loses a digit. */
export function newAccountNumber(): string {
  return `${randomInt(1, 10)}${randomDigits(11)}`;
}

/** The Luhn check digit that makes `partial` followed by it a valid card number. */
export function luhnCheckDigit(partial: string): number {
  let sum = 0;
  // Walking from the right, every second digit of the final number is doubled; the check digit is
  // the rightmost, so in `partial` the doubling starts with its last digit.
  for (let offset = 0; offset < partial.length; offset++) {
    let digit = Number(partial[partial.length - 1 - offset]);
    if (offset % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  if (!/^\d{2,19}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));
}

/** A 16-digit Visa number on the programme's BIN, Luhn-valid. */
export function newCardNumber(): string {
  const partial = `${partnerBank.cardBin}${randomDigits(15 - partnerBank.cardBin.length)}`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

export function newCvv(): string {
  return randomDigits(3);
}

/** Cards are issued for four years and are valid to the end of their expiry month (UTC). */
export function cardExpiry(issuedAt: Date): { month: number; year: number } {
  return { month: issuedAt.getUTCMonth() + 1, year: issuedAt.getUTCFullYear() + 4 };
}

/** MM/YY, as printed on the card. */
export function formatExpiry(expiry: { month: number; year: number }): string {
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}

// An amount a member types in dollars, read into integer cents without a float in between.
import { parseDollarsToCents } from '../../../lib/format/money';

export type DollarsReading = { ok: true; cents: number } | { ok: false; message: string };

// Digits with optional thousands commas, then at most two decimals; a leading '$' and spaces are fine.
const dollarsPattern = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)?(\.\d{0,2})?$/;

/** '50' -> 5000, '$1,234.56' -> 123456. A third decimal is refused rather than rounded. */
export function readDollars(text: string): DollarsReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter an amount' };
  if (trimmed.startsWith('-')) return { ok: false, message: 'Enter an amount above zero' };
  if (!dollarsPattern.test(trimmed) || !/\d/.test(trimmed)) {
    return { ok: false, message: 'Enter an amount in dollars, like 50' };
  }
  const cents = parseDollarsToCents(trimmed);
  if (cents === undefined) return { ok: false, message: 'Enter an amount in dollars, like 50' };
  return { ok: true, cents };
}

/** Cents as the amount input shows them: '50' for 5000, '12.50' for 1250. */
export function centsToInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

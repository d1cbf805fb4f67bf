// The amount a member types for a transfer, read into integer cents without a float in between.
import { parseDollarsToCents } from '../../../lib/format/money';

export type TransferAmountResult = { ok: true; cents: number } | { ok: false; message: string };

// Digits with optional thousands commas, then at most two decimals; a leading '$' and spaces are fine.
const dollarsPattern = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)?(\.\d{0,2})?$/;

/**
 * '25' -> 2500, '$1,234.56' -> 123456, '.5' -> 50. A third decimal is refused rather than rounded,
 * so the member moves exactly what they typed; limits are the contract's, checked with its schema.
 */
export function parseTransferAmount(text: string): TransferAmountResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter an amount' };
  if (trimmed.startsWith('-')) return { ok: false, message: 'Enter an amount above zero' };
  if (!dollarsPattern.test(trimmed) || !/\d/.test(trimmed)) {
    return { ok: false, message: 'Enter an amount in dollars and cents, like 25.50' };
  }
  const cents = parseDollarsToCents(trimmed);
  if (cents === undefined) return { ok: false, message: 'Enter an amount in dollars and cents, like 25.50' };
  return { ok: true, cents };
}

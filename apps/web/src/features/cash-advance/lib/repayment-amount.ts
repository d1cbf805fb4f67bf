// The amount of a repayment made now: all of what is owed, or a part of it typed in dollars.
import { formatCents } from '@fernleaf/contract/money';
import { readDollars } from './dollars';

export type RepaymentAmountReading = { ok: true; cents: number } | { ok: false; message: string };

/**
 * `available` is what the chosen source has now (null for a card, whose balance is its bank's). A
 * part is more than nothing and no more than is owed or available.
 */
export function readRepaymentAmount(
  typed: string,
  { owed, available }: { owed: number; available: number | null },
): RepaymentAmountReading {
  const read = readDollars(typed);
  if (!read.ok) return read;
  if (read.cents <= 0) return { ok: false, message: 'Enter an amount above zero' };
  if (read.cents > owed) return { ok: false, message: `You owe ${formatCents(owed)}. Enter that amount or less.` };
  if (available !== null && read.cents > available) {
    return { ok: false, message: `That account has ${formatCents(available)} available. Enter that amount or less.` };
  }
  return read;
}

/** Whether a source can pay `amount` now: a card always can (its bank decides), an account up to its balance. */
export function sourceCovers(source: { available: number | null; usable: boolean }, amount: number): boolean {
  return source.usable && (source.available === null || source.available >= amount);
}

// What the amount fields read: typed text into integer cents or basis points, never through a float
// that could round the wrong way. The contract's schemas then say whether the amount is acceptable.
import { parseDollarsToCents } from '../../../lib/format/money';

export const notDollarsMessage = 'Enter the amount in dollars, like 5,000';

// Digits grouped by commas in threes or not grouped, at most two decimals; '$' and spaces are fine.
const dollarsPattern = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

export type TypedCents = { ok: true; cents: number | undefined } | { ok: false; message: string };

/** '5,000' -> 500000 cents; nothing typed reads as undefined, for the schema's own "enter" message. */
export function readTypedCents(text: string): TypedCents {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { ok: true, cents: undefined };
  const cents = dollarsPattern.test(compact) ? parseDollarsToCents(compact) : undefined;
  return cents === undefined ? { ok: false, message: notDollarsMessage } : { ok: true, cents };
}

/** A percentage with up to two decimals as basis points: '4.35' -> 435, '5' -> 500. */
export function readTypedBps(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?%?$/.exec(text.replace(/\s+/g, ''));
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A count typed in digits only: '12' -> 12. */
export function readWholeNumber(text: string): number | undefined {
  const compact = text.trim();
  return /^\d{1,6}$/.test(compact) ? Number(compact) : undefined;
}

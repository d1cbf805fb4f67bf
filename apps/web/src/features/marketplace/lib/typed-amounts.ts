// What the amount fields read: typed text into integer cents or basis points, never through a float
// that could round the wrong way. The contract's schemas then say whether the amount is acceptable.
import { readTypedCents as readTypedCentsOf } from '@fernleaf/contract/money';

export const notDollarsMessage = 'Enter the amount in dollars, like 5,000';

export type TypedCents = { ok: true; cents: number | undefined } | { ok: false; message: string };

/** The largest whole-dollar amount in safe integer cents: more than any amount field allows. */
export const beyondEveryLimitCents = Math.floor(Number.MAX_SAFE_INTEGER / 100) * 100;

/**
 * '5,000' -> 500000 cents; nothing typed reads as undefined, for the schema's own "enter" message.
 * With `tooLargeAsLimit`, an amount too long to hold (a 14-digit loan amount) is an amount all the
 * same, read as `beyondEveryLimitCents`, so the field's schema says its allowed range rather than
 * asking for dollars "like 5,000".
 */
export function readTypedCents(text: string, options: { tooLargeAsLimit?: boolean } = {}): TypedCents {
  const typed = readTypedCentsOf(text);
  if (typed.ok) return typed;
  if (typed.problem === 'empty') return { ok: true, cents: undefined };
  if (typed.problem === 'too-large' && options.tooLargeAsLimit) return { ok: true, cents: beyondEveryLimitCents };
  return { ok: false, message: notDollarsMessage };
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

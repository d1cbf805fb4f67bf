// The annual income a member types, read into integer cents without a float in between, and the
// saved cents written back as the whole dollars they typed.
import { annualIncomeMessages } from '@fernleaf/contract/income-profile';

export type DollarsResult = { ok: true; cents: number } | { ok: false; message: string };

export const notAnAmountMessage = 'Enter your annual household income in dollars, like 52,000';

// A sign, an optional '$', digits grouped by commas in threes or not grouped at all, then decimals.
const amountPattern = /^(-?)\$?(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/**
 * '52,000' -> 5200000, '$52000.00' -> 5200000. Cents other than .00 are refused rather than rounded,
 * since the question asks for whole dollars. The range is the contract's, checked with its schema by
 * the form; only a figure too long for exact cents is refused here, with the contract's own message.
 */
export function parseWholeDollars(text: string): DollarsResult {
  // Spaces may sit anywhere ("$ 52,000"); the typographic minus comes with pasted text.
  const compact = text.replace(/\s+/g, '').replace(/\u2212/g, '-');
  if (compact === '') return { ok: false, message: annualIncomeMessages.missing };
  const match = amountPattern.exec(compact);
  if (!match || (match[1] && match[2])) return { ok: false, message: notAnAmountMessage };
  const [, signBefore, signAfter, grouped = '', fraction] = match;
  if (fraction !== undefined && !/^0{1,2}$/.test(fraction)) {
    return { ok: false, message: fraction === '' ? notAnAmountMessage : annualIncomeMessages.wholeDollars };
  }
  const cents = BigInt(grouped.replaceAll(',', '')) * 100n;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, message: annualIncomeMessages.tooLarge };
  const negative = (signBefore || signAfter) === '-' && cents !== 0n;
  return { ok: true, cents: negative ? -Number(cents) : Number(cents) };
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * 5200000 -> '52,000', as the input shows it (its '$' sits beside the field). Saved incomes are whole
 * dollars; cents, were there any, are shown rather than dropped. Throws a RangeError when `cents` is
 * not a safe integer, because that means a float reached a place where only cents may flow.
 */
export function formatWholeDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount in cents must be a safe integer, got ${cents}`);
  const magnitude = Math.abs(cents);
  const remainder = magnitude % 100;
  // Exact: both sides are integers and their difference divides by 100.
  const dollars = `${cents < 0 ? '-' : ''}${grouping.format((magnitude - remainder) / 100)}`;
  return remainder === 0 ? dollars : `${dollars}.${String(remainder).padStart(2, '0')}`;
}

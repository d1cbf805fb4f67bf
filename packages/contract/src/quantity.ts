// Quantities of an asset as people read them (shares now, coins with the crypto area), the one place that
// writes one (decision 033, section of 2026-12-05). The books keep a quantity as a whole number of the
// asset's smallest unit (a share in millionths, decision 043; a coin in its own smallest unit), so the
// text is made from integers and digit strings; no float is printed. No zod: any screen may import it.
//
// The one rule, in tables and in messages alike: every decimal the books hold and no more, trailing zeros
// dropped (1.5, never 1.500; 12, never 12.000000), the whole part grouped by thousands (1,234,567), a
// minus before a negative. It is exactly Intl.NumberFormat's en-US decimal with maximumFractionDigits
// set to the unit's decimals (quantity.test.ts checks so), and it never rounds: the shares shown times
// the price give the value shown.

/** Decimals of a share: holdings are whole millionths (decision 043). */
export const SHARE_DECIMALS = 6;
/** Millionths of a share in one share. */
export const MICROS_PER_SHARE = 1_000_000;

/**
 * A quantity held as whole smallest units, `decimals` of them to one: (1_500_000, 6) -> '1.5',
 * (1, 6) -> '0.000001', (150_000_000n, 8) -> '1.5'. A bigint holds quantities beyond 2^53 units (a coin
 * with 18 decimals). Throws a RangeError for a number that is not a safe integer.
 */
export function formatQuantity(units: number | bigint, decimals: number): string {
  if (typeof units === 'number' && !Number.isSafeInteger(units)) {
    throw new RangeError(`A quantity must be a whole number of units, got ${units}`);
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 30) {
    throw new RangeError(`Decimals must be a whole number from 0 to 30, got ${decimals}`);
  }
  const digits = String(units < 0 ? -BigInt(units) : BigInt(units)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${units < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A share count exactly: 1_500_000 millionths -> '1.5', 1 -> '0.000001', 12_000_000 -> '12'. */
export function formatShareQuantity(micros: number | bigint): string {
  return formatQuantity(micros, SHARE_DECIMALS);
}

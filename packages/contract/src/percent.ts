// Percentages as people read them, the one place that writes one (decision 033, section of 2026-12-05).
// Rates, shares and changes travel as integer basis points (hundredths of a percent: 1299 is 12.99%), so
// the text is made from integers and digit strings; no float is printed. No zod: any screen may import it.
//
// The one rule: two decimals, a whole percent written whole ('12.99%', '4.50%', '15%'), thousands grouped
// ('1,234.56%'), a minus before a negative. It is exactly Intl.NumberFormat's en-US percent with two
// fraction digits and trailingZeroDisplay 'stripIfInteger' (percent.test.ts checks so); a basis point is
// the smallest step, so every figure is shown as it is, never rounded.
// One named variant, where a regulation asks for another precision: formatAnnualRate.

/** '+' before a rise ('+1.52%', nothing before 0%), for changes that read without colour. */
export interface FormatPercentOptions {
  sign?: 'always';
}

function assertBasisPoints(basisPoints: number): void {
  // A fraction here means a percentage was divided somewhere instead of kept in basis points.
  if (!Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`Basis points must be a safe integer, got ${basisPoints}`);
  }
}

function percentText(basisPoints: number, keepZeros: boolean, options: FormatPercentOptions): string {
  assertBasisPoints(basisPoints);
  const magnitude = Math.abs(basisPoints);
  const hundredths = magnitude % 100;
  const whole = String((magnitude - hundredths) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = hundredths === 0 && !keepZeros ? whole : `${whole}.${String(hundredths).padStart(2, '0')}`;
  const sign = magnitude === 0 ? '' : basisPoints < 0 ? '-' : options.sign === 'always' ? '+' : '';
  return `${sign}${digits}%`;
}

/**
 * Basis points by the one rule: 1299 -> '12.99%', 450 -> '4.50%', 1500 -> '15%', 0 -> '0%', -30 -> '-0.30%';
 * with `sign: 'always'`, 152 -> '+1.52%'. Throws a RangeError when `basisPoints` is not a safe integer.
 */
export function formatBasisPoints(basisPoints: number, options: FormatPercentOptions = {}): string {
  return percentText(basisPoints, false, options);
}

/**
 * An annual rate of a credit or deposit disclosure, always to the hundredth: 1500 -> '15.00%', 0 -> '0.00%'.
 * Regulation Z writes the APR to two decimals in its worked examples and model forms (Appendix J,
 * Appendix H), and Regulation DD (12 CFR 1030.3(f)) has the APY and the interest rate "rounded to the
 * nearest one-hundredth of one percentage point and expressed to two decimal places". So APRs, APYs
 * and the interest rates shown beside them use this, never the whole-percent shortening.
 */
export function formatAnnualRate(basisPoints: number): string {
  return percentText(basisPoints, true, {});
}

/**
 * A difference between two percentages, in percentage points by the same rule: 120 -> '1.20 points',
 * 100 -> '1 point', with `sign: 'always'` 620 -> '+6.20 points' (how far a fund drifts from its target).
 */
export function formatPercentagePoints(basisPoints: number, options: FormatPercentOptions = {}): string {
  const figure = percentText(basisPoints, false, options).slice(0, -1);
  return `${figure} ${Math.abs(basisPoints) === 100 ? 'point' : 'points'}`;
}

/** '7.99% to 35.99%', or the one figure when both ends are the same; both ends written by `format`. */
export function formatBasisPointsRange(
  low: number,
  high: number,
  format: (basisPoints: number) => string = formatBasisPoints,
): string {
  return low === high ? format(low) : `${format(low)} to ${format(high)}`;
}

/**
 * A percentage held as a number (the APR, found by iteration: 391.0712) to whole basis points, halves
 * away from zero: 391.0712 -> 39107. The one place a float percentage becomes text-ready integers.
 */
export function basisPointsOfPercent(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`A percentage must be finite, got ${percent}`);
  // toFixed would round the float's binary value (1.005 -> '1.00'); scaling and rounding the magnitude
  // keeps halves away from zero, and 1e-9 absorbs the error of the multiplication (2.675 * 100).
  const magnitude = Math.round(Math.abs(percent) * 100 + 1e-9);
  return percent < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

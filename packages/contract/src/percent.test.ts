import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOfPercent,
  formatAnnualRate,
  formatBasisPoints,
  formatBasisPointsRange,
  formatPercentagePoints,
} from './percent.ts';

// Up to ten million percent either way: far beyond any rate, share or change the product shows.
const basisPoints = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

// The runtime's own en-US percent of the exact decimal the basis points spell ('1299e-4' is 0.1299 read
// as a decimal string, not through a float), so the rule is the one Intl writes.
function intlPercent(value: number, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...options,
  }).format(`${value}e-4` as Intl.StringNumericLiteral);
}

describe('formatBasisPoints', () => {
  it('writes two decimals, a whole percent whole (worked examples)', () => {
    expect(formatBasisPoints(1299)).toBe('12.99%');
    expect(formatBasisPoints(450)).toBe('4.50%');
    expect(formatBasisPoints(1500)).toBe('15%');
    expect(formatBasisPoints(5)).toBe('0.05%');
    expect(formatBasisPoints(0)).toBe('0%');
    expect(formatBasisPoints(-30)).toBe('-0.30%');
    expect(formatBasisPoints(123_456)).toBe('1,234.56%');
  });

  it('puts a plus before a rise only when asked, and never before zero', () => {
    expect(formatBasisPoints(152, { sign: 'always' })).toBe('+1.52%');
    expect(formatBasisPoints(-152, { sign: 'always' })).toBe('-1.52%');
    expect(formatBasisPoints(0, { sign: 'always' })).toBe('0%');
    expect(formatBasisPoints(-0)).toBe('0%');
  });

  it('is what Intl.NumberFormat writes with two fraction digits and whole percents stripped', () => {
    fc.assert(
      fc.property(basisPoints, fc.boolean(), (value, always) => {
        const expected = intlPercent(value, {
          trailingZeroDisplay: 'stripIfInteger',
          signDisplay: always ? 'exceptZero' : 'negative',
        });
        expect(formatBasisPoints(value, always ? { sign: 'always' } : {})).toBe(expected);
      }),
    );
  });

  it('refuses a fraction of a basis point', () => {
    expect(() => formatBasisPoints(12.5)).toThrow(RangeError);
    expect(() => formatBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(() => formatBasisPoints(2 ** 53)).toThrow(RangeError);
  });
});

describe('formatAnnualRate', () => {
  it('always shows the hundredths, as Regulation Z and Regulation DD disclose rates', () => {
    expect(formatAnnualRate(39_107)).toBe('391.07%');
    expect(formatAnnualRate(1500)).toBe('15.00%');
    expect(formatAnnualRate(0)).toBe('0.00%');
    expect(formatAnnualRate(425)).toBe('4.25%');
  });

  it('is what Intl.NumberFormat writes with exactly two fraction digits', () => {
    fc.assert(
      fc.property(basisPoints, (value) => {
        expect(formatAnnualRate(value)).toBe(intlPercent(value, { signDisplay: 'negative' }));
      }),
    );
  });
});

describe('formatPercentagePoints', () => {
  it('writes a difference of percentages in points by the same rule', () => {
    expect(formatPercentagePoints(120)).toBe('1.20 points');
    expect(formatPercentagePoints(100)).toBe('1 point');
    expect(formatPercentagePoints(-100, { sign: 'always' })).toBe('-1 point');
    expect(formatPercentagePoints(620, { sign: 'always' })).toBe('+6.20 points');
    expect(formatPercentagePoints(500)).toBe('5 points');
  });
});

describe('formatBasisPointsRange', () => {
  it('writes both ends alike, or the one figure', () => {
    expect(formatBasisPointsRange(799, 3599)).toBe('7.99% to 35.99%');
    expect(formatBasisPointsRange(1500, 2500)).toBe('15% to 25%');
    expect(formatBasisPointsRange(2499, 2499)).toBe('24.99%');
    expect(formatBasisPointsRange(1999, 2900, formatAnnualRate)).toBe('19.99% to 29.00%');
  });
});

describe('basisPointsOfPercent', () => {
  it('rounds a percentage to the basis point, halves away from zero', () => {
    expect(basisPointsOfPercent(391.0712)).toBe(39_107);
    expect(basisPointsOfPercent(208.57)).toBe(20_857);
    expect(basisPointsOfPercent(0.285)).toBe(29);
    expect(basisPointsOfPercent(-0.285)).toBe(-29);
    expect(basisPointsOfPercent(-0.004)).toBe(0);
    expect(() => basisPointsOfPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives back the basis points a percentage of whole hundredths was made from', () => {
    fc.assert(
      fc.property(basisPoints, (value) => {
        expect(basisPointsOfPercent(value / 100)).toBe(value);
      }),
    );
  });
});

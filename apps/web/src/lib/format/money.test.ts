import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd, parseDecimal, parseDollarsToCents } from './money';

// Amounts up to a trillion dollars cover every balance with room to spare.
const cents = fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 });

describe('formatCents', () => {
  it('shows the spec shape: dollar sign, grouping, 2 decimals, minus before the dollar sign', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-123456)).toBe('-$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
  });

  it('rounds half away from zero with fewer decimals and never shows -$0', () => {
    expect(formatCents(150, { decimals: 0 })).toBe('$2');
    expect(formatCents(-150, { decimals: 0 })).toBe('-$2');
    expect(formatCents(149, { decimals: 0 })).toBe('$1');
    expect(formatCents(-40, { decimals: 0 })).toBe('$0');
    expect(formatCents(15, { decimals: 1 })).toBe('$0.2');
    expect(formatCents(123456, { decimals: 1 })).toBe('$1,234.6');
  });

  it('rejects amounts that are not integer cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(2 ** 53)).toThrow(RangeError);
  });

  it('always has the grouped two-decimal shape with the sign of the amount', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const text = formatCents(amount);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text.startsWith('-')).toBe(amount < 0);
      }),
    );
  });

  it('gives back the same cents when the display is parsed', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseDollarsToCents(formatCents(amount))).toBe(amount);
      }),
    );
  });

  it('gives back the same dollar value when the display is parsed as a decimal', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        // IEEE division and decimal parsing both round the exact value correctly, so they agree.
        expect(parseDecimal(formatCents(amount))).toBe(amount / 100);
      }),
    );
  });
});

describe('formatUsd', () => {
  it('defaults to 0 decimals and takes the caller’s decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(1234.5, 2)).toBe('$1,234.50');
    expect(formatUsd(-2.5)).toBe('-$3');
    expect(formatUsd(-0.4)).toBe('$0');
    expect(formatUsd(500, 1)).toBe('$500.0');
  });

  it('rounds the number as it reads, not by its binary value', () => {
    // 1.005 is stored as 1.00499999999999989…; a person reading it expects $1.01.
    expect(formatUsd(1.005, 2)).toBe('$1.01');
    expect(formatUsd(0.15, 1)).toBe('$0.2');
  });

  it('rejects NaN and infinities', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('agrees with formatCents on whole-cent dollar amounts', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(formatUsd(amount / 100, 2)).toBe(formatCents(amount));
      }),
    );
  });
});

describe('parseDecimal', () => {
  it('strips everything but digits, dots and minus signs', () => {
    expect(parseDecimal('$1,234.56')).toBe(1234.56);
    expect(parseDecimal('-$5')).toBe(-5);
    expect(parseDecimal(' 12 USD ')).toBe(12);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('5.')).toBe(5);
    expect(parseDecimal('\u2212$3.10')).toBe(-3.1);
  });

  it('returns undefined when nothing parseable is left, and never -0', () => {
    for (const text of ['', 'abc', '-', '.', '-.', '1.2.3', '5-3', '--5', '5-']) {
      expect(parseDecimal(text)).toBeUndefined();
    }
    expect(Object.is(parseDecimal('-0'), 0)).toBe(true);
  });

  it('reads back any plain decimal rendering of a number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = String(value);
        fc.pre(!text.includes('e'));
        expect(parseDecimal(text)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('parseDollarsToCents', () => {
  it('reads typed amounts into integer cents without float error', () => {
    expect(parseDollarsToCents('12.34')).toBe(1234);
    expect(parseDollarsToCents('$1,000')).toBe(100000);
    expect(parseDollarsToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(parseDollarsToCents('1.1')).toBe(110);
    expect(parseDollarsToCents('-0.00')).toBe(0);
    expect(parseDollarsToCents('abc')).toBeUndefined();
    expect(parseDollarsToCents('99999999999999999999')).toBeUndefined();
  });

  it('rounds the third decimal half away from zero', () => {
    expect(parseDollarsToCents('12.345')).toBe(1235);
    expect(parseDollarsToCents('-12.345')).toBe(-1235);
    expect(parseDollarsToCents('12.3449')).toBe(1234);
    expect(parseDollarsToCents('0.005')).toBe(1);
    expect(parseDollarsToCents('0.004999')).toBe(0);
  });

  it('rounds any amount with three decimals to the nearest cent, halves away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (mills) => {
        const magnitude = Math.abs(mills);
        const text = `${mills < 0 ? '-' : ''}${Math.floor(magnitude / 1000)}.${String(magnitude % 1000).padStart(3, '0')}`;
        const roundedMagnitude = Math.floor((magnitude + 5) / 10);
        const expected = mills < 0 && roundedMagnitude !== 0 ? -roundedMagnitude : roundedMagnitude;
        expect(parseDollarsToCents(text)).toBe(expected);
      }),
    );
  });
});

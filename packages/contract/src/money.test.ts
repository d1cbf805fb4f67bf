import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsOfMicros,
  formatCents,
  formatCentsForInput,
  formatCentsRange,
  formatDollars,
  formatMicros,
  readTypedCents,
} from './money.ts';

// Up to a trillion dollars either way covers every balance with room to spare.
const cents = fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 });

// The browser's own en-US currency format of the exact decimal the cents spell: the web app showed
// amounts this way before this module, so agreeing with it keeps every screen's text as it was.
function intlText(amount: number, decimals: 0 | 2): string {
  const magnitude = Math.abs(amount);
  const exact = `${amount < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  }).format(exact as Intl.StringNumericLiteral);
}

describe('formatCents', () => {
  it('writes dollars with grouping and two decimals, minus before the dollar sign', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(15)).toBe('$0.15');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(-2_500)).toBe('-$25.00');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
  });

  it('rounds to whole dollars half away from zero and never shows -$0', () => {
    expect(formatCents(150, { decimals: 0 })).toBe('$2');
    expect(formatCents(-150, { decimals: 0 })).toBe('-$2');
    expect(formatCents(149, { decimals: 0 })).toBe('$1');
    expect(formatCents(-40, { decimals: 0 })).toBe('$0');
    expect(formatCents(123_456_789, { decimals: 0 })).toBe('$1,234,568');
  });

  it('puts a plus before a positive amount when asked, and only there', () => {
    expect(formatCents(5_000, { plus: true })).toBe('+$50.00');
    expect(formatCents(-2_500, { plus: true })).toBe('-$25.00');
    expect(formatCents(0, { plus: true })).toBe('$0.00');
    expect(formatCents(40, { plus: true, decimals: 0 })).toBe('$0');
  });

  it('refuses anything but integer cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(2 ** 53)).toThrow(RangeError);
  });

  it('writes exactly what the browser’s en-US currency format writes, with either decimals', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(0 as const, 2 as const), (amount, decimals) => {
        expect(formatCents(amount, { decimals })).toBe(intlText(amount, decimals));
      }),
    );
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

  it('reads back to the same cents', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(readTypedCents(formatCents(amount), { negative: 'allow' })).toEqual({ ok: true, cents: amount });
      }),
    );
  });
});

describe('formatDollars', () => {
  it('drops the cents of a round figure only', () => {
    expect(formatDollars(100_000)).toBe('$1,000');
    expect(formatDollars(500)).toBe('$5');
    expect(formatDollars(1_050)).toBe('$10.50');
    expect(formatDollars(-2_000)).toBe('-$20');
  });

  it('never loses a cent', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(readTypedCents(formatDollars(amount), { negative: 'allow' })).toEqual({ ok: true, cents: amount });
      }),
    );
  });
});

describe('formatCentsRange', () => {
  it('writes both ends alike', () => {
    expect(formatCentsRange(500, 50_000, { decimals: 0 })).toBe('$5 to $500');
    expect(formatCentsRange(399, 1_499)).toBe('$3.99 to $14.99');
    expect(formatCentsRange(-2_500, 150_000)).toBe('-$25.00 to $1,500.00');
  });

  it('has its low end first and reads back to both ends', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        const [from = '', to = ''] = formatCentsRange(low, high).split(' to ');
        expect(readTypedCents(from, { negative: 'allow' })).toEqual({ ok: true, cents: low });
        expect(readTypedCents(to, { negative: 'allow' })).toEqual({ ok: true, cents: high });
      }),
    );
  });
});

describe('formatCentsForInput', () => {
  it('writes what an amount field shows: no dollar sign, cents only when there are some', () => {
    expect(formatCentsForInput(5_000)).toBe('50');
    expect(formatCentsForInput(1_250)).toBe('12.50');
    expect(formatCentsForInput(5)).toBe('0.05');
    expect(formatCentsForInput(100_000_000)).toBe('1000000');
    expect(formatCentsForInput(5_200_000, { grouping: true })).toBe('52,000');
    expect(formatCentsForInput(5_200_050, { grouping: true })).toBe('52,000.50');
    expect(formatCentsForInput(-2_500)).toBe('-25');
  });

  it('reads back to the same cents, grouped or not', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), (amount, grouping) => {
        const text = formatCentsForInput(amount, { grouping });
        expect(readTypedCents(text, { negative: 'allow' })).toEqual({ ok: true, cents: amount });
      }),
    );
  });
});

describe('readTypedCents', () => {
  it.each([
    ['50', 5_000],
    ['$75', 7_500],
    ['1,000', 100_000],
    ['12.5', 1_250],
    ['.5', 50],
    ['  $ 20.00 ', 2_000],
    ['1 000', 100_000],
    ['007', 700],
    // 0.29 * 100 and 1.15 * 100 are off as floats; digits read as digits are not.
    ['0.29', 29],
    ['1.15', 115],
    ['99999999999.99', 9_999_999_999_999],
  ])('reads %j as %d cents', (text, expected) => {
    expect(readTypedCents(text)).toEqual({ ok: true, cents: expected });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'negative'],
    ['$-5', 'negative'],
    ['\u22125', 'negative'],
    ['12.345', 'not-an-amount'],
    ['abc', 'not-an-amount'],
    ['$', 'not-an-amount'],
    ['.', 'not-an-amount'],
    ['5.', 'not-an-amount'],
    ['1,00', 'not-an-amount'],
    [',52', 'not-an-amount'],
    ['1.2.3', 'not-an-amount'],
    ['1e3', 'not-an-amount'],
    ['--5', 'not-an-amount'],
    ['-$-5', 'not-an-amount'],
    ['5-', 'not-an-amount'],
    ['99999999999999999999', 'too-large'],
  ])('refuses %j: %s', (text, problem) => {
    expect(readTypedCents(text)).toEqual({ ok: false, problem });
  });

  it('reads a minus sign, before or after the dollar sign, when negatives are allowed', () => {
    expect(readTypedCents('-$5,000', { negative: 'allow' })).toEqual({ ok: true, cents: -500_000 });
    expect(readTypedCents('$\u22125000', { negative: 'allow' })).toEqual({ ok: true, cents: -500_000 });
    expect(readTypedCents('-0', { negative: 'allow' })).toEqual({ ok: true, cents: 0 });
  });

  it('takes whole dollars only when asked for them', () => {
    expect(readTypedCents('52,000.00', { wholeDollars: true })).toEqual({ ok: true, cents: 5_200_000 });
    expect(readTypedCents('52000.0', { wholeDollars: true })).toEqual({ ok: true, cents: 5_200_000 });
    for (const text of ['52,000.50', '52000.5', '52000.001', '52000.000']) {
      expect(readTypedCents(text, { wholeDollars: true })).toEqual({ ok: false, problem: 'not-whole-dollars' });
    }
  });

  it('is exact for every amount with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const text = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
        expect(readTypedCents(text)).toEqual({ ok: true, cents: amount });
      }),
    );
  });
});

describe('amounts per share in micro-dollars', () => {
  it('pays whole cents, halves away from zero', () => {
    expect(centsOfMicros(3 * 914_800)).toBe(274);
    expect(centsOfMicros(5_000)).toBe(1);
    expect(centsOfMicros(4_999)).toBe(0);
    expect(centsOfMicros(-5_000)).toBe(-1);
    expect(centsOfMicros(-4_999)).toBe(0);
    expect(() => centsOfMicros(0.5)).toThrow(RangeError);
  });

  it('shows as many decimals as the amount has, two at least', () => {
    expect(formatMicros(914_800)).toBe('$0.9148');
    expect(formatMicros(250_000)).toBe('$0.25');
    expect(formatMicros(1_000_000)).toBe('$1.00');
    expect(formatMicros(1_234_567_891)).toBe('$1,234.567891');
    expect(formatMicros(-100_000)).toBe('-$0.10');
    expect(formatMicros(0)).toBe('$0.00');
  });

  it('pays the cents formatMicros would round to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (micros) => {
        const cents = centsOfMicros(micros);
        expect(Math.abs(cents * 10_000 - micros)).toBeLessThanOrEqual(5_000);
      }),
    );
  });
});

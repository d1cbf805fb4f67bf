import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars } from './money-text.ts';

describe('money text', () => {
  it('writes cents as dollars with thousands and two decimals, minus before the dollar sign', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(15)).toBe('$0.15');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(-2_500)).toBe('-$25.00');
  });

  it('drops the cents of a round figure only', () => {
    expect(formatDollars(100_000)).toBe('$1,000');
    expect(formatDollars(500)).toBe('$5');
    expect(formatDollars(1_050)).toBe('$10.50');
  });

  it('refuses anything but integer cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

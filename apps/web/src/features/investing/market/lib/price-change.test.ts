import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatDayChange } from './price-change';

describe('a day change', () => {
  it.each([
    [152, '1.52%'],
    [-5, '-0.05%'],
    [0, '0.00%'],
    [10_000, '100.00%'],
  ])('writes %i basis points as %s', (basisPoints, text) => {
    expect(formatBasisPoints(basisPoints)).toBe(text);
  });

  it('signs the dollars and the percent alike', () => {
    expect(formatDayChange(123, 52)).toBe('+$1.23 (+0.52%)');
    expect(formatDayChange(-40, -10)).toBe('-$0.40 (-0.10%)');
    expect(formatDayChange(0, 0)).toBe('$0.00 (0.00%)');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDayChange } from './price-change';

describe('a day change', () => {
  it('signs the dollars and the percent alike', () => {
    expect(formatDayChange(123, 52)).toBe('+$1.23 (+0.52%)');
    expect(formatDayChange(-40, -10)).toBe('-$0.40 (-0.10%)');
    expect(formatDayChange(0, 0)).toBe('$0.00 (0%)');
    expect(formatDayChange(500, 100)).toBe('+$5.00 (+1%)');
  });
});

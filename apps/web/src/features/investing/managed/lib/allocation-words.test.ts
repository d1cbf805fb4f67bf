import { describe, expect, it } from 'vitest';
import { formatDrift, formatLargestDrift } from './allocation-words';

describe('allocation words', () => {
  it('spells the sign of a drift and says on target for none', () => {
    expect(formatDrift(120)).toBe('+1.20 points');
    expect(formatDrift(-100)).toBe('-1 point');
    expect(formatDrift(-583)).toBe('-5.83 points');
    expect(formatDrift(0)).toBe('On target');
  });

  it('writes the largest drift as a size, without a sign', () => {
    expect(formatLargestDrift(620)).toBe('6.20 points');
    expect(formatLargestDrift(100)).toBe('1 point');
    expect(formatLargestDrift(0)).toBe('On target');
  });
});

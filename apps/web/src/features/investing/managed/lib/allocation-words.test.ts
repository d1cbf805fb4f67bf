import { describe, expect, it } from 'vitest';
import { formatDrift, formatPercent } from './allocation-words';

describe('allocation words', () => {
  it('shows basis points as a percentage to at most two decimals', () => {
    expect(formatPercent(2_916)).toBe('29.16%');
    expect(formatPercent(1_000)).toBe('10%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('spells the sign of a drift and says on target for none', () => {
    expect(formatDrift(120)).toBe('+1.2 points');
    expect(formatDrift(-100)).toBe('-1 point');
    expect(formatDrift(-583)).toBe('-5.83 points');
    expect(formatDrift(0)).toBe('On target');
  });
});

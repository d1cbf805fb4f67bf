import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from './minutes-seconds';

describe('formatMinutesSeconds', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatMinutesSeconds(65)).toBe('1:05');
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(59)).toBe('0:59');
    expect(formatMinutesSeconds(60)).toBe('1:00');
    expect(formatMinutesSeconds(540)).toBe('9:00');
    expect(formatMinutesSeconds(3600)).toBe('60:00');
  });

  it('drops fractions and shows an overshot countdown as zero', () => {
    expect(formatMinutesSeconds(59.9)).toBe('0:59');
    expect(formatMinutesSeconds(-5)).toBe('0:00');
    expect(() => formatMinutesSeconds(Number.NaN)).toThrow(RangeError);
  });

  it('reads back as the same number of seconds', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (seconds) => {
        const match = /^(\d+):([0-5]\d)$/.exec(formatMinutesSeconds(seconds));
        expect(match).not.toBeNull();
        expect(Number(match?.[1]) * 60 + Number(match?.[2])).toBe(seconds);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAccessTokenValid, refreshDelayMs } from './token-rules';

const minute = 60_000;

describe('isAccessTokenValid', () => {
  it('needs more than 15 seconds left', () => {
    expect(isAccessTokenValid(100_000 + 15_001, 100_000)).toBe(true);
    expect(isAccessTokenValid(100_000 + 15_000, 100_000)).toBe(false);
    expect(isAccessTokenValid(100_000 - 1, 100_000)).toBe(false);
  });
});

describe('refreshDelayMs', () => {
  it('refreshes 10 minutes ahead when 11 minutes or more remain', () => {
    expect(refreshDelayMs(15 * minute, 0)).toBe(5 * minute);
    expect(refreshDelayMs(60 * minute, 0)).toBe(50 * minute);
    expect(refreshDelayMs(11 * minute, 0)).toBe(1 * minute);
  });

  it('refreshes within 1 to 5 minutes when under 11 minutes remain', () => {
    expect(refreshDelayMs(10 * minute, 0)).toBe(4 * minute);
    expect(refreshDelayMs(7 * minute, 0)).toBe(1 * minute);
  });

  it('never schedules past the point where the token stops being valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 * minute }), (remaining) => {
        const delay = refreshDelayMs(remaining, 0);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(Math.max(0, remaining - 15_000));
        if (remaining < 11 * minute && remaining - 15_000 >= 5 * minute) {
          expect(delay).toBeGreaterThanOrEqual(minute);
          expect(delay).toBeLessThanOrEqual(5 * minute);
        }
      }),
    );
  });
});

import { MS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { describe, expect, it } from 'vitest';
import { exitBarrierDue, secondsLeft } from './idle-rules';

describe('secondsLeft', () => {
  it('counts 60 seconds down to 0 and never below', () => {
    expect(secondsLeft(0, 0)).toBe(60);
    expect(secondsLeft(0, 59_999)).toBe(1);
    expect(secondsLeft(0, 60_000)).toBe(0);
    expect(secondsLeft(0, 600_000)).toBe(0);
  });
});

describe('exitBarrierDue', () => {
  it('needs a minute of inactivity and a day since it was last shown', () => {
    const day = MS_PER_DAY;
    expect(exitBarrierDue(0, undefined, 59_999)).toBe(false);
    expect(exitBarrierDue(0, undefined, 60_000)).toBe(true);
    expect(exitBarrierDue(10 * day, 10 * day - 1000, 10 * day + 60_000)).toBe(false);
    expect(exitBarrierDue(10 * day, 9 * day, 10 * day + 60_000)).toBe(true);
  });
});

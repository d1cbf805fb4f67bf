import { dayNumberOf, isoDateOf, weekdayOf, yearMonthOf } from '@fernleaf/contract/calendar/days';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, isBusinessDay, lastBusinessDayOfMonth, onOrBeforeBusinessDay } from './utc-days.ts';

describe('utc days', () => {
  it('round-trips every date between 1900 and 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumberOf('1900-01-01'), max: dayNumberOf('2100-12-31') }), (day) => {
        expect(dayNumberOf(isoDateOf(day))).toBe(day);
      }),
    );
  });

  it('refuses malformed and impossible dates', () => {
    for (const bad of ['2025-02-30', '2025-13-01', '2025-1-01', '20250101', '2025-01-01T00:00:00Z', '']) {
      expect(() => dayNumberOf(bad)).toThrow(RangeError);
    }
  });

  it('knows weekdays, weekends and month ends', () => {
    expect(weekdayOf(dayNumberOf('2025-06-13'))).toBe(5); // a Friday
    expect(isBusinessDay(dayNumberOf('2025-06-14'))).toBe(false);
    expect(isoDateOf(onOrBeforeBusinessDay(dayNumberOf('2025-06-15')))).toBe('2025-06-13');
    expect(isoDateOf(lastBusinessDayOfMonth({ year: 2025, month: 4 }))).toBe('2025-05-30'); // May 31 is a Saturday
    expect(daysInMonth({ year: 2024, month: 1 })).toBe(29);
    expect(yearMonthOf(dayNumberOf('2024-12-31'))).toEqual({ year: 2024, month: 11 });
  });
});

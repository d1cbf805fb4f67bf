import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CalendarDate,
  calendarDateToUtcDate,
  compareCalendarDates,
  isRealCalendarDate,
  localCalendarDate,
  parseIsoCalendarDate,
  parseUsNumericDate,
  toIsoCalendarDate,
  toUsNumericDate,
} from './date-formats.ts';

// Any numbers, real day or not; the oracle below decides which are real.
const anyNumbers = fc.record({
  year: fc.integer({ min: 1, max: 9999 }),
  month: fc.integer({ min: 0, max: 13 }),
  day: fc.integer({ min: 0, max: 32 }),
});

// A day is real when the JS calendar, asked for it in UTC, does not roll it over into another day.
function isRealByDateRollover({ year, month, day }: CalendarDate): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const realDate = anyNumbers.filter(isRealByDateRollover);

describe('isRealCalendarDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isRealCalendarDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealCalendarDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isRealCalendarDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isRealCalendarDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isRealCalendarDate({ year: 2024, month: 4, day: 31 })).toBe(false);
    expect(isRealCalendarDate({ year: 2024, month: 12, day: 31 })).toBe(true);
    expect(isRealCalendarDate({ year: 2024, month: 1.5, day: 1 })).toBe(false);
  });

  it('agrees with the JS calendar for any numbers', () => {
    fc.assert(
      fc.property(anyNumbers, (date) => {
        expect(isRealCalendarDate(date)).toBe(isRealByDateRollover(date));
      }),
    );
  });
});

describe('parsing and printing calendar dates', () => {
  it('reads the ISO and month-day-year forms', () => {
    expect(parseIsoCalendarDate('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseIsoCalendarDate('2026-02-30')).toBeUndefined();
    expect(parseIsoCalendarDate('2026-11-22T00:00:00Z')).toBeUndefined();
    expect(parseUsNumericDate('11/22/2026')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseUsNumericDate('11-22-2026')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseUsNumericDate('1/5/1990')).toEqual({ year: 1990, month: 1, day: 5 });
    expect(parseUsNumericDate('11/22-2026')).toBeUndefined();
    expect(parseUsNumericDate('13/01/2026')).toBeUndefined();
    expect(parseUsNumericDate('11/22/26')).toBeUndefined();
  });

  it('prints the API and display forms', () => {
    const date = { year: 987, month: 3, day: 4 };
    expect(toIsoCalendarDate(date)).toBe('0987-03-04');
    expect(toUsNumericDate(date)).toBe('03-04-0987');
    expect(toUsNumericDate(date, '/')).toBe('03/04/0987');
  });

  it('round-trips every real date through both forms', () => {
    fc.assert(
      fc.property(realDate, (date) => {
        expect(parseIsoCalendarDate(toIsoCalendarDate(date))).toEqual(date);
        expect(parseUsNumericDate(toUsNumericDate(date))).toEqual(date);
        expect(parseUsNumericDate(toUsNumericDate(date, '/'))).toEqual(date);
      }),
    );
  });

  it('builds UTC midnight of the same day, also for years below 100', () => {
    fc.assert(
      fc.property(realDate, (date) => {
        expect(calendarDateToUtcDate(date).toISOString().slice(0, 10)).toBe(toIsoCalendarDate(date));
      }),
    );
  });
});

describe('comparing and counting', () => {
  it('orders dates as their ISO forms sort', () => {
    fc.assert(
      fc.property(realDate, realDate, (a, b) => {
        const byText = toIsoCalendarDate(a).localeCompare(toIsoCalendarDate(b));
        expect(Math.sign(compareCalendarDates(a, b))).toBe(Math.sign(byText));
      }),
    );
  });

  it('takes today from the device clock in local time', () => {
    expect(localCalendarDate(new Date(2026, 10, 22, 23, 59))).toEqual({ year: 2026, month: 11, day: 22 });
  });
});

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CalendarDate,
  formatIsoDate,
  formatMonthDay,
  formatMonthDayYear,
  formatMonthYear,
  formatUsNumericDate,
  formatWeekdayMonthDayYear,
  toCalendarDate,
  toIsoCalendarDate,
  toUsNumericDate,
} from './date-formats.ts';
import {
  formatEasternDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonthDayYearTime,
  formatShortMonth,
  formatTimeOfDay,
  formatWeekdayLongDate,
  formatYear,
  newYorkTimeZone,
} from './date-time-formats.ts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Sakamoto's day-of-week method: arithmetic only, independent of Date and Intl.
function weekdayOf({ year, month, day }: CalendarDate): string {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const y = month < 3 ? year - 1 : year;
  const index =
    (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + (offsets[month - 1] ?? 0) + day) % 7;
  return weekdays[index] ?? '';
}

const calendarDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day);

// From UTC-11 to UTC+14: a day built in local time would move in at least one of them. Each zone with
// its getTimezoneOffset() in January, in minutes.
const timeZones: [string, number][] = [
  ['Pacific/Pago_Pago', 660],
  ['America/Los_Angeles', 480],
  [newYorkTimeZone, 300],
  ['UTC', 0],
  ['Asia/Kolkata', -330],
  ['Pacific/Kiritimati', -840],
];
// The contract is typed without Node's globals (it runs in the browser too); the test runs on Node.
const { env } = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process;
const originalTimeZone = env.TZ;

afterEach(() => {
  env.TZ = originalTimeZone;
});

describe('date display formats', () => {
  it('shows the spec formats for a calendar date', () => {
    expect(formatMonthDayYear('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatMonthDay('2026-11-22')).toBe('Nov 22');
    expect(formatWeekdayMonthDayYear('2026-11-22')).toBe('Sun, Nov 22, 2026');
    expect(formatIsoDate('2026-11-22')).toBe('2026-11-22');
    expect(formatUsNumericDate('2026-11-22')).toBe('11-22-2026');
    expect(formatUsNumericDate('2026-11-22', '/')).toBe('11/22/2026');
    expect(formatMonthYear('2026-11-22')).toBe('Nov 2026');
  });

  it('shows the long dates of documents and sentences', () => {
    expect(formatLongDate('2026-11-01')).toBe('November 1, 2026');
    expect(formatWeekdayLongDate('2026-12-08')).toBe('Tuesday, December 8, 2026');
    // An instant shows its day in the zone asked for: documents ask for UTC so no server zone moves it.
    expect(formatLongDate(new Date('2026-03-05T23:30:00Z'), { timeZone: 'UTC' })).toBe('March 5, 2026');
    expect(formatLongDate(new Date('2026-03-05T23:30:00Z'), { timeZone: newYorkTimeZone })).toBe('March 5, 2026');
    expect(formatLongDate(new Date('2026-03-06T03:30:00Z'), { timeZone: newYorkTimeZone })).toBe('March 5, 2026');
  });

  it('reads budget dates sent as MM-DD-YYYY as calendar dates', () => {
    expect(formatMonthDay('01-05-2026')).toBe('Jan 5');
    expect(formatIsoDate('01-05-2026')).toBe('2026-01-05');
  });

  it('shows an instant on its day in the given time zone', () => {
    const lateEveningInNewYork = '2026-11-23T03:30:00Z';
    expect(formatMonthDayYear(lateEveningInNewYork, { timeZone: newYorkTimeZone })).toBe('Nov 22, 2026');
    expect(formatMonthDayYear(lateEveningInNewYork, { timeZone: 'UTC' })).toBe('Nov 23, 2026');
    expect(formatIsoDate(new Date(lateEveningInNewYork), { timeZone: newYorkTimeZone })).toBe('2026-11-22');
    expect(toCalendarDate(lateEveningInNewYork, { timeZone: newYorkTimeZone })).toEqual({
      year: 2026,
      month: 11,
      day: 22,
    });
    expect(formatWeekdayMonthDayYear(new Date(lateEveningInNewYork), { timeZone: 'Asia/Tokyo' })).toBe(
      'Mon, Nov 23, 2026',
    );
  });

  it('rejects text it cannot read the same way in every browser, and invalid dates', () => {
    expect(() => formatMonthDayYear('Nov 22 2026')).toThrow(RangeError);
    expect(() => formatMonthDayYear('2026-02-30')).toThrow(RangeError);
    expect(() => formatMonthDayYear(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('never shifts the day of a calendar date, in any time zone', async () => {
    for (const [timeZone, januaryOffset] of timeZones) {
      env.TZ = timeZone;
      // Guards the test itself: the switch of zone must really reach the date machinery.
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(januaryOffset);
      // A fresh module, so no formatter cached under the previous zone hides a shift in this one.
      vi.resetModules();
      const fresh = await import('./date-formats.ts');
      fc.assert(
        fc.property(calendarDate, (date) => {
          const iso = toIsoCalendarDate(date);
          const month = months[date.month - 1];
          expect(fresh.formatMonthDayYear(iso)).toBe(`${month} ${date.day}, ${date.year}`);
          expect(fresh.formatMonthDay(iso)).toBe(`${month} ${date.day}`);
          expect(fresh.formatWeekdayMonthDayYear(iso)).toBe(`${weekdayOf(date)}, ${month} ${date.day}, ${date.year}`);
          expect(fresh.formatMonthYear(iso)).toBe(`${month} ${date.year}`);
          expect(fresh.formatIsoDate(iso)).toBe(iso);
          expect(fresh.formatUsNumericDate(iso)).toBe(toUsNumericDate(date));
          expect(fresh.toCalendarDate(toUsNumericDate(date, '/'))).toEqual(date);
        }),
        { numRuns: 50 },
      );
    }
  });

  it('shows noon UTC on the same day in zones within 11 hours of UTC', () => {
    const nearZones = ['Pacific/Pago_Pago', 'America/Los_Angeles', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney'];
    fc.assert(
      fc.property(calendarDate, fc.constantFrom(...nearZones), (date, timeZone) => {
        const noon = new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
        expect(formatIsoDate(noon, { timeZone })).toBe(toIsoCalendarDate(date));
        expect(formatMonthDay(noon, { timeZone })).toBe(`${months[date.month - 1]} ${date.day}`);
      }),
    );
  });
});

describe('formatMonthDayYearTime', () => {
  it('shows an instant to the minute, in the zone asked for', () => {
    expect(formatMonthDayYearTime('2026-11-22T15:04:59Z', { timeZone: 'UTC' })).toBe('Nov 22, 2026, 3:04 PM');
    expect(formatMonthDayYearTime('2026-11-22T15:04:00Z', { timeZone: newYorkTimeZone })).toBe(
      'Nov 22, 2026, 10:04 AM',
    );
  });
});

describe('the parts a chart axis marks', () => {
  it('writes a year, a month and a time of day alone, in the zone asked for', () => {
    const newYearsEveInNewYork = '2027-01-01T03:30:00Z';
    expect(formatYear(newYearsEveInNewYork, { timeZone: newYorkTimeZone })).toBe('2026');
    expect(formatShortMonth(newYearsEveInNewYork, { timeZone: newYorkTimeZone })).toBe('Dec');
    expect(formatTimeOfDay(newYearsEveInNewYork, { timeZone: newYorkTimeZone })).toBe('10:30 PM');
    expect(formatTimeOfDay(newYearsEveInNewYork, { timeZone: 'UTC' })).toBe('3:30 AM');
  });
});

describe('times in Eastern time', () => {
  it('shows an instant to the minute in New York time, named ET, on both sides of daylight time', () => {
    expect(formatEasternDateTime('2026-03-02T14:30:00Z')).toBe('Mar 2, 2026, 9:30 AM ET');
    expect(formatEasternDateTime(new Date('2026-07-02T13:30:00Z'))).toBe('Jul 2, 2026, 9:30 AM ET');
  });

  it('writes a long date and time with the zone named by Intl, the same in and out of daylight time', () => {
    expect(formatLongDateTime('2024-12-19T17:00:00Z', { timeZone: newYorkTimeZone })).toBe(
      'December 19, 2024 at 12:00 PM ET',
    );
    expect(formatLongDateTime(new Date('2025-07-04T16:00:00Z'), { timeZone: newYorkTimeZone })).toBe(
      'July 4, 2025 at 12:00 PM ET',
    );
    expect(formatLongDateTime('2025-03-02T05:00:00Z', { timeZone: newYorkTimeZone })).toBe(
      'March 2, 2025 at 12:00 AM ET',
    );
    expect(() => formatLongDateTime('soon', { timeZone: newYorkTimeZone })).toThrow(RangeError);
  });
});

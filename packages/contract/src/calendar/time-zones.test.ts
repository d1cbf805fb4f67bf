import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newYorkTimeZone } from './date-time-formats.ts';
import { calendarDateIn, easternToday, instantAt, wallClockIn } from './time-zones.ts';

describe('calendarDateIn', () => {
  it('turns the date over at local midnight, with daylight saving time', () => {
    expect(calendarDateIn(newYorkTimeZone, new Date('2025-06-11T03:59:59Z'))).toBe('2025-06-10');
    expect(calendarDateIn(newYorkTimeZone, new Date('2025-06-11T04:00:00Z'))).toBe('2025-06-11');
    expect(calendarDateIn(newYorkTimeZone, new Date('2025-01-15T04:59:59Z'))).toBe('2025-01-14');
    expect(calendarDateIn(newYorkTimeZone, new Date('2025-01-15T05:00:00Z'))).toBe('2025-01-15');
    expect(calendarDateIn('Pacific/Honolulu', new Date('2025-06-11T09:59:59Z'))).toBe('2025-06-10');
    expect(calendarDateIn('America/Puerto_Rico', new Date('2025-01-15T04:00:00Z'))).toBe('2025-01-15');
  });

  it('refuses a zone that does not exist', () => {
    expect(() => calendarDateIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });
});

describe('wallClockIn', () => {
  it('reads the hour and minute on both sides of the daylight-saving changes', () => {
    expect(wallClockIn(newYorkTimeZone, new Date('2026-03-08T06:59:00Z'))).toEqual({
      date: '2026-03-08',
      hour: 1,
      minute: 59,
    });
    expect(wallClockIn(newYorkTimeZone, new Date('2026-03-08T07:00:00Z'))).toEqual({
      date: '2026-03-08',
      hour: 3,
      minute: 0,
    });
    expect(wallClockIn(newYorkTimeZone, new Date('2026-11-01T05:30:00Z'))).toEqual({
      date: '2026-11-01',
      hour: 1,
      minute: 30,
    });
    expect(wallClockIn(newYorkTimeZone, new Date('2026-11-01T06:30:00Z'))).toEqual({
      date: '2026-11-01',
      hour: 1,
      minute: 30,
    });
  });
});

describe('instantAt', () => {
  it('finds the instant of a wall-clock hour, in standard and daylight time', () => {
    expect(instantAt(newYorkTimeZone, '2026-01-15', 0).toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(instantAt(newYorkTimeZone, '2026-07-15', 0).toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(instantAt(newYorkTimeZone, '2026-07-15', 14).toISOString()).toBe('2026-07-15T18:00:00.000Z');
    expect(instantAt('UTC', '2026-07-15', 0).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('reads back as the same date and hour every day of the year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 4 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(newYorkTimeZone, 'Pacific/Honolulu', 'America/Puerto_Rico', 'Asia/Tokyo'),
        (offset, hour, zone) => {
          const date = new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
          // 2 a.m. does not exist on the day clocks spring forward in New York.
          fc.pre(!(zone === newYorkTimeZone && hour === 2));
          expect(wallClockIn(zone, instantAt(zone, date, hour))).toEqual({ date, hour, minute: 0 });
        },
      ),
    );
  });
});

describe('easternToday', () => {
  it('is the New York date', () => {
    expect(easternToday(new Date('2025-11-28T04:59:59Z'))).toBe('2025-11-27');
    expect(easternToday(new Date('2025-11-28T05:00:00Z'))).toBe('2025-11-28');
  });
});

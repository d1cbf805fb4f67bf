import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addDaysToInstant,
  ageOn,
  dayNumberAt,
  dayNumberOf,
  daysBetween,
  daysInMonth,
  firstDayOfMonth,
  isIsoDate,
  isoDateOf,
  isWeekend,
  lastDayOfMonth,
  nextMonth,
  utcDateOf,
  weekdayOf,
  yearMonthOf,
} from './days.ts';

const dayNumbers = fc.integer({ min: dayNumberOf('1900-01-01'), max: dayNumberOf('2200-12-31') });

describe('day numbers and ISO dates', () => {
  it('reads and writes ISO dates, refusing days that do not exist', () => {
    expect(dayNumberOf('1970-01-01')).toBe(0);
    expect(dayNumberOf('2026-11-26')).toBe(20_783);
    expect(isoDateOf(20_783)).toBe('2026-11-26');
    expect(isoDateOf(-1)).toBe('1969-12-31');
    expect(() => dayNumberOf('2025-02-30')).toThrow(RangeError);
    expect(() => dayNumberOf('11/26/2026')).toThrow(RangeError);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });

  it('round-trips every day and steps one day at a time', () => {
    fc.assert(
      fc.property(dayNumbers, (day) => {
        expect(dayNumberOf(isoDateOf(day))).toBe(day);
        expect(addDays(isoDateOf(day), 1)).toBe(isoDateOf(day + 1));
        expect(weekdayOf(day + 7)).toBe(weekdayOf(day));
      }),
    );
  });

  it('adds and counts days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });

  it('knows the weekday and the weekend', () => {
    expect(weekdayOf(dayNumberOf('2026-11-26'))).toBe(4); // a Thursday
    expect(isWeekend(dayNumberOf('2026-11-28'))).toBe(true);
    expect(isWeekend(dayNumberOf('2026-11-29'))).toBe(true);
    expect(isWeekend(dayNumberOf('2026-11-30'))).toBe(false);
  });
});

describe('instants and their UTC day', () => {
  it('takes the UTC date of an instant, whatever the local zone', () => {
    expect(utcDateOf(new Date('2026-11-26T23:59:59.999Z'))).toBe('2026-11-26');
    expect(utcDateOf(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(utcDateOf(new Date('1969-12-31T12:00:00Z'))).toBe('1969-12-31');
    expect(dayNumberAt(new Date('1970-01-02T05:00:00Z'))).toBe(1);
  });

  it('moves an instant by whole days', () => {
    expect(addDaysToInstant(new Date('2026-11-26T15:00:00Z'), -35).toISOString()).toBe('2026-10-22T15:00:00.000Z');
    expect(addDaysToInstant(new Date('2026-11-26T15:00:00Z'), 1).toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });
});

describe('months', () => {
  it('finds the first and last days and the length of a month, rolling past either end of a year', () => {
    expect(isoDateOf(firstDayOfMonth(2026, 1))).toBe('2026-02-01');
    expect(isoDateOf(lastDayOfMonth(2024, 1))).toBe('2024-02-29');
    expect(isoDateOf(lastDayOfMonth(2026, -1))).toBe('2025-12-31');
    expect(isoDateOf(firstDayOfMonth(2026, 12))).toBe('2027-01-01');
    expect(daysInMonth(2023, 1)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(31);
    expect(yearMonthOf(dayNumberOf('2026-12-31'))).toEqual({ year: 2026, month: 11 });
    expect(nextMonth({ year: 2026, month: 11 })).toEqual({ year: 2027, month: 0 });
  });
});

describe('ageOn', () => {
  it('counts a year once the birthday is reached, not before', () => {
    expect(ageOn('2007-06-15', '2025-06-14')).toBe(17);
    expect(ageOn('2007-06-15', '2025-06-15')).toBe(18);
    expect(ageOn('2007-06-15', '2025-05-30')).toBe(17);
    expect(ageOn('2007-06-15', '2025-07-01')).toBe(18);
  });

  it('turns someone born on February 29 a year older on March 1 in a common year', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('refuses what is not an ISO date', () => {
    expect(() => ageOn('06/15/2007', '2025-01-01')).toThrow(RangeError);
  });
});

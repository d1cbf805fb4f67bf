// Calendar days as whole numbers of UTC days since 1970-01-01 (a "day number"), and ISO `YYYY-MM-DD`
// dates. A date is a day, not an instant: stepping through days is integer addition, and no server's or
// browser's local zone can shift a payday. How long a day is, is calendar/day-length.ts; what
// day it is somewhere is calendar/time-zones.ts, which days banks are open calendar/us-bank-holidays.ts.

import { MS_PER_DAY } from './day-length.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const SUNDAY = 0;
export const MONDAY = 1;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

/**
 * Parses `YYYY-MM-DD` into its day number. Impossible dates such as 2025-02-30 throw rather than roll
 * over, so a typo never becomes a different payday.
 */
export function dayNumberOf(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${iso}"`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`No such date: "${iso}"`);
  }
  return ms / MS_PER_DAY;
}

export function isIsoDate(value: string): boolean {
  try {
    dayNumberOf(value);
    return true;
  } catch {
    return false;
  }
}

export function isoDateOf(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The day number `at` falls on in UTC. */
export function dayNumberAt(at: Date): number {
  return Math.floor(at.getTime() / MS_PER_DAY);
}

/** The UTC date of an instant, `YYYY-MM-DD`: the posting day of a ledger line or bank transaction. */
export function utcDateOf(at: Date): string {
  return isoDateOf(dayNumberAt(at));
}

/** `days` after (or, negative, before) an ISO date. */
export function addDays(iso: string, days: number): string {
  return isoDateOf(dayNumberOf(iso) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** The instant `days` whole days after `at` (before it, when negative), at the same time of day in UTC. */
export function addDaysToInstant(at: Date, days: number): Date {
  return new Date(at.getTime() + days * MS_PER_DAY);
}

/** 0 = Sunday ... 6 = Saturday. Day 0 (1970-01-01) was a Thursday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** A year and a month that counts from 0 = January, as in Date. */
export interface YearMonth {
  year: number;
  month: number;
}

export function yearMonthOf(dayNumber: number): YearMonth {
  const date = new Date(dayNumber * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
}

export function nextMonth({ year, month }: YearMonth): YearMonth {
  return month === 11 ? { year: year + 1, month: 0 } : { year, month: month + 1 };
}

/** `month` counts from 0 = January, as in Date. */
export function firstDayOfMonth(year: number, month: number): number {
  return Date.UTC(year, month, 1) / MS_PER_DAY;
}

export function lastDayOfMonth(year: number, month: number): number {
  return firstDayOfMonth(year, month + 1) - 1;
}

export function daysInMonth(year: number, month: number): number {
  return firstDayOfMonth(year, month + 1) - firstDayOfMonth(year, month);
}

/** The `nth` (1-based) given weekday of a month, e.g. the 3rd Monday of January. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): number {
  const first = firstDayOfMonth(year, month);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1);
}

export function lastWeekdayOfMonth(year: number, month: number, weekday: number): number {
  const last = lastDayOfMonth(year, month);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

/** Saturday and Sunday; bank holidays are calendar/us-bank-holidays.ts. */
export function isWeekend(dayNumber: number): boolean {
  const weekday = weekdayOf(dayNumber);
  return weekday === SUNDAY || weekday === SATURDAY;
}

/**
 * Whole years from an ISO date of birth to the ISO date `on`, as an age is counted. Someone born on
 * February 29 becomes a year older on March 1 in a common year.
 */
export function ageOn(dateOfBirth: string, on: string): number {
  dayNumberOf(dateOfBirth); // refuses anything but a real date
  dayNumberOf(on);
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(on.slice(0, 4)), on.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

// Calendar arithmetic for the sandbox histories. A date is held as a whole number of UTC days since
// 1970-01-01: stepping through a year is integer addition, and nothing depends on the server's zone.

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD`; rejects impossible dates such as 2025-02-30 rather than rolling them over. */
export function parseIsoDate(iso: string): number {
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

export function toIsoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. Day 0 (1970-01-01) was a Thursday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export const FRIDAY = 5;

export function isBusinessDay(day: number): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6;
}

/**
 * The day itself when it is a weekday, else the Friday before: payroll and bills due on a weekend
 * are paid early. Bank holidays are not modelled; the sandbox only needs weekends to be right.
 */
export function onOrBeforeBusinessDay(day: number): number {
  let result = day;
  while (!isBusinessDay(result)) result -= 1;
  return result;
}

export interface YearMonth {
  year: number;
  /** 0 = January, as in Date. */
  month: number;
}

export function yearMonthOf(day: number): YearMonth {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
}

export function firstDayOfMonth({ year, month }: YearMonth): number {
  return Date.UTC(year, month, 1) / MS_PER_DAY;
}

export function daysInMonth({ year, month }: YearMonth): number {
  return (Date.UTC(year, month + 1, 1) - Date.UTC(year, month, 1)) / MS_PER_DAY;
}

export function nextMonth({ year, month }: YearMonth): YearMonth {
  return month === 11 ? { year: year + 1, month: 0 } : { year, month: month + 1 };
}

export function lastBusinessDayOfMonth(yearMonth: YearMonth): number {
  return onOrBeforeBusinessDay(firstDayOfMonth(yearMonth) + daysInMonth(yearMonth) - 1);
}

/** A key that names a month in seeds, e.g. "2025-03". */
export function monthKey({ year, month }: YearMonth): string {
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

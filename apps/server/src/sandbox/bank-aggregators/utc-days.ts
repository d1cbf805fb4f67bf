// The sandbox histories' own calendar rules, on the product's day numbers (calendar/days.ts): months
// taken as one YearMonth value, and business days that skip weekends only — the sandbox pays and bills
// on weekdays, and leaves bank holidays to the product's own calendar.
import {
  daysInMonth as daysInMonthOf,
  firstDayOfMonth as firstDayOf,
  isWeekend,
  type YearMonth,
} from '@fernleaf/contract/calendar/days';

export function isBusinessDay(day: number): boolean {
  return !isWeekend(day);
}

/** The day itself when it is a weekday, else the Friday before: payroll and bills due on a weekend are paid early. */
export function onOrBeforeBusinessDay(day: number): number {
  let result = day;
  while (!isBusinessDay(result)) result -= 1;
  return result;
}

export function firstDayOfMonth({ year, month }: YearMonth): number {
  return firstDayOf(year, month);
}

export function daysInMonth({ year, month }: YearMonth): number {
  return daysInMonthOf(year, month);
}

export function lastBusinessDayOfMonth(yearMonth: YearMonth): number {
  return onOrBeforeBusinessDay(firstDayOfMonth(yearMonth) + daysInMonth(yearMonth) - 1);
}

/** A key that names a month in seeds, e.g. "2025-03". */
export function monthKey({ year, month }: YearMonth): string {
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

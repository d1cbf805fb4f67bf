// The dates a recurring deposit runs on (decision 044): weekly and every two weeks count days from the
// start date; monthly keeps the start's day of the month, on the month's last day when it is shorter
// (a start on the 31st runs on 28 or 29 February, then on 31 March). Every date follows from the start
// alone, never from the previous run, so a short month never drags later months earlier.
import { addDays, dayNumberOf, daysBetween, daysInMonth, firstDayOfMonth, isoDateOf, yearMonthOf } from './days.ts';

export const recurringFrequencies = ['WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];

export const recurringFrequencyNames: Record<RecurringFrequency, string> = {
  WEEKLY: 'Every week',
  BIWEEKLY: 'Every two weeks',
  MONTHLY: 'Every month',
};

const daysApart: Record<Exclude<RecurringFrequency, 'MONTHLY'>, number> = { WEEKLY: 7, BIWEEKLY: 14 };

/** The `index`th date (0 is the start) of a schedule. */
export function occurrenceOf(startDate: string, frequency: RecurringFrequency, index: number): string {
  if (frequency !== 'MONTHLY') return addDays(startDate, index * daysApart[frequency]);
  const start = yearMonthOf(dayNumberOf(startDate));
  const months = start.month + index;
  const year = start.year + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(Number(startDate.slice(8, 10)), daysInMonth(year, month));
  return isoDateOf(firstDayOfMonth(year, month) + day - 1);
}

/** The first date of the schedule on or after `date` (the start itself when `date` is before it). */
export function nextOccurrenceOnOrAfter(startDate: string, frequency: RecurringFrequency, date: string): string {
  if (date <= startDate) return startDate;
  const days = daysBetween(startDate, date);
  // A guess at or just below the answer, then forward: months differ in length, so the guess may be one short.
  let index = frequency === 'MONTHLY' ? Math.max(0, Math.floor(days / 31)) : Math.ceil(days / daysApart[frequency]);
  while (occurrenceOf(startDate, frequency, index) < date) index += 1;
  return occurrenceOf(startDate, frequency, index);
}

/** The first date of the schedule after `date`. */
export function nextOccurrenceAfter(startDate: string, frequency: RecurringFrequency, date: string): string {
  return nextOccurrenceOnOrAfter(startDate, frequency, addDays(date, 1));
}

/** The last date of the schedule on or before `date`; null before the start. */
export function latestOccurrenceOnOrBefore(
  startDate: string,
  frequency: RecurringFrequency,
  date: string,
): string | null {
  if (date < startDate) return null;
  // From a guess at or below the answer, forward while the next date is still on or before `date`.
  const days = daysBetween(startDate, date);
  let index =
    frequency === 'MONTHLY' ? Math.max(0, Math.floor(days / 31) - 1) : Math.floor(days / daysApart[frequency]);
  while (occurrenceOf(startDate, frequency, index + 1) <= date) index += 1;
  return occurrenceOf(startDate, frequency, index);
}

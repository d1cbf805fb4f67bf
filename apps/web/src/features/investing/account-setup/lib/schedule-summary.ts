// What a recurring deposit will do, in words, before the member confirms it (decision 044): how much,
// from where, its first dates from the calendar module, and that no fee is taken.

import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { occurrenceOf, type RecurringFrequency } from '@fernleaf/contract/calendar/recurring-dates';
import { formatCents } from '@fernleaf/contract/money';

export const noFeesSentence =
  'No fees: there is no advisory fee, account fee or commission, so every dollar is invested.';

const every: Record<RecurringFrequency, string> = {
  WEEKLY: 'every week',
  BIWEEKLY: 'every two weeks',
  MONTHLY: 'every month',
};

/** The first three dates of a schedule starting on `startDate`. */
export function firstDates(startDate: string, frequency: RecurringFrequency): string[] {
  return [0, 1, 2].map((index) => occurrenceOf(startDate, frequency, index));
}

/** "$50.00 from your checking account every two weeks, first on Tue, Dec 1, 2026." */
export function scheduleSentence(
  frequency: RecurringFrequency,
  startDate: string,
  amountCents: number,
  sourceName: string,
): string {
  return `${formatCents(amountCents)} from ${sourceName} ${every[frequency]}, first on ${formatWeekdayMonthDayYear(startDate)}.`;
}

// The dates a weekly or biweekly member may give as their last payday: those on their payday weekday
// within the window the contract allows (one pay period back from today, today included).

import { dayNumberOf, isoDateOf, weekdayOf } from '@fernleaf/contract/calendar/days';
import { lastPaidWindowDays, type PaydayWeekday, paydayWeekdays } from '@fernleaf/contract/pay-schedule';

/** Newest first: the payday that just passed is the likeliest answer. */
export function lastPaidChoices(frequency: 'WEEKLY' | 'BIWEEKLY', weekday: PaydayWeekday, today: string): string[] {
  const end = dayNumberOf(today);
  // Monday is 1 in weekdayOf, and first in paydayWeekdays.
  const target = paydayWeekdays.indexOf(weekday) + 1;
  const choices: string[] = [];
  for (let day = end; day >= end - lastPaidWindowDays[frequency]; day -= 1) {
    if (weekdayOf(day) === target) choices.push(isoDateOf(day));
  }
  return choices;
}

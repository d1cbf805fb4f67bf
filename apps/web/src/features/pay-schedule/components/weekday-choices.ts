import { type PaydayWeekday, paydayWeekdays, type WeekOfMonth, weeksOfMonth } from '@fernleaf/contract/pay-schedule';
import { weekdayNames, weekOfMonthNames } from '../lib/describe-schedule';
import type { Choice } from './choice-group';

export const weekdayChoices: readonly Choice<PaydayWeekday>[] = paydayWeekdays.map((weekday) => ({
  value: weekday,
  label: weekdayNames[weekday],
}));

export const weekOfMonthChoices: readonly Choice<WeekOfMonth>[] = weeksOfMonth.map((week) => ({
  value: week,
  label: weekOfMonthNames[week],
}));

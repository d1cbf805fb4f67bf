// A saved schedule in words, for the member to check what was saved.
import type { PaycheckDay, PaydayWeekday, PaySchedule, WeekOfMonth } from '@fernleaf/contract/pay-schedule';
import { paycheckDayLabel } from './paycheck-days';
import { paydayWeekdayOf } from './schedule-input';

export const weekdayNames: Record<PaydayWeekday, string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
};

export const weekOfMonthNames: Record<WeekOfMonth, string> = {
  FIRST: 'First',
  SECOND: 'Second',
  THIRD: 'Third',
  FOURTH: 'Fourth',
  LAST: 'Last',
};

function dayOfMonthPhrase(day: PaycheckDay): string {
  return day === 'LAST' ? 'the last day of the month' : `the ${paycheckDayLabel(day)}`;
}

export function describeSchedule(schedule: PaySchedule): string {
  switch (schedule.frequency) {
    case 'WEEKLY':
    case 'BIWEEKLY': {
      const weekday = paydayWeekdayOf(schedule.lastPaidOn);
      const every = schedule.frequency === 'WEEKLY' ? 'Every week' : 'Every two weeks';
      return weekday ? `${every} on ${weekdayNames[weekday]}` : every;
    }
    case 'TWICE_A_MONTH':
      return `Twice a month, on ${dayOfMonthPhrase(schedule.firstPaycheckDay)} and ${dayOfMonthPhrase(schedule.secondPaycheckDay)}`;
    case 'MONTHLY':
      if ('dayOfMonth' in schedule) return `Monthly, on ${dayOfMonthPhrase(schedule.dayOfMonth)}`;
      return `Monthly, on the ${weekOfMonthNames[schedule.weekOfMonth].toLowerCase()} ${weekdayNames[schedule.weekday]}`;
  }
}

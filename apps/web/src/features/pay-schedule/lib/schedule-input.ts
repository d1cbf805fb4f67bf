// The schedule the answers describe, as the save call takes it, and the answers a saved schedule
// stands for (so a member changing their schedule starts from the one they have).

import { dayNumberOf, weekdayOf } from '@fernleaf/contract/calendar/days';
import { fifteenthAndLast, type PaySchedule, paydayWeekdays } from '@fernleaf/contract/pay-schedule';
import { noAnswers, type PayScheduleAnswers } from './answers';

const given = <T>(value: T | null): T | undefined => value ?? undefined;

/**
 * The request body before the contract's schema checks it. Unanswered fields are left out, so its
 * rules name what is missing.
 */
export function scheduleInputOf(answers: PayScheduleAnswers): Record<string, unknown> {
  switch (answers.frequency) {
    case null:
      return {};
    case 'WEEKLY':
    case 'BIWEEKLY':
      return { frequency: answers.frequency, lastPaidOn: given(answers.lastPaidOn) };
    case 'TWICE_A_MONTH':
      if (answers.twiceAMonth === 'FIFTEENTH_AND_LAST') return { frequency: 'TWICE_A_MONTH', ...fifteenthAndLast };
      return {
        frequency: 'TWICE_A_MONTH',
        firstPaycheckDay: given(answers.firstPaycheckDay),
        secondPaycheckDay: given(answers.secondPaycheckDay),
      };
    case 'MONTHLY':
      if (answers.monthly === 'WEEKDAY') {
        return { frequency: 'MONTHLY', weekday: given(answers.weekday), weekOfMonth: given(answers.weekOfMonth) };
      }
      return { frequency: 'MONTHLY', dayOfMonth: given(answers.dayOfMonth) };
  }
}

/** The weekday of a date, when it is one paydays fall on (Monday to Friday). */
export function paydayWeekdayOf(isoDate: string) {
  return paydayWeekdays[weekdayOf(dayNumberOf(isoDate)) - 1] ?? null;
}

/**
 * The answers that lead back to `schedule`. The last payday is left for the member to give again:
 * it must be recent on the day they save.
 */
export function answersFromSchedule(schedule: PaySchedule): PayScheduleAnswers {
  switch (schedule.frequency) {
    case 'WEEKLY':
    case 'BIWEEKLY':
      return { ...noAnswers, frequency: schedule.frequency, paydayWeekday: paydayWeekdayOf(schedule.lastPaidOn) };
    case 'TWICE_A_MONTH': {
      const { firstPaycheckDay, secondPaycheckDay } = schedule;
      const usual =
        firstPaycheckDay === fifteenthAndLast.firstPaycheckDay &&
        secondPaycheckDay === fifteenthAndLast.secondPaycheckDay;
      return usual
        ? { ...noAnswers, frequency: 'TWICE_A_MONTH', twiceAMonth: 'FIFTEENTH_AND_LAST' }
        : { ...noAnswers, frequency: 'TWICE_A_MONTH', twiceAMonth: 'OTHER', firstPaycheckDay, secondPaycheckDay };
    }
    case 'MONTHLY':
      return 'dayOfMonth' in schedule
        ? { ...noAnswers, frequency: 'MONTHLY', monthly: 'DATE', dayOfMonth: schedule.dayOfMonth }
        : {
            ...noAnswers,
            frequency: 'MONTHLY',
            monthly: 'WEEKDAY',
            weekday: schedule.weekday,
            weekOfMonth: schedule.weekOfMonth,
          };
  }
}

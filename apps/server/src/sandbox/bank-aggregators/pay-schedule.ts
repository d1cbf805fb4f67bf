// When a sandbox checking account is paid. Later work (cash-advance eligibility) reads the same
// schedule, so the rules here are the ones the generated paychecks follow.
import { FRIDAY, weekdayOf, type YearMonth } from '@fernleaf/contract/calendar/days';
import { daysInMonth, firstDayOfMonth, lastBusinessDayOfMonth, onOrBeforeBusinessDay } from './utc-days.ts';

export type PayFrequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';

export interface PaySchedule {
  frequency: PayFrequency;
  employer: string;
  typicalAmountCents: number;
}

export interface PayRule {
  frequency: PayFrequency;
  /** BIWEEKLY only: one payday Friday; every 14 days from it is another. */
  biweeklyAnchorDay: number;
}

/**
 * Paydays falling in a month, oldest first. Weekly and biweekly pay on Fridays; semi-monthly on the
 * 15th and the last business day; monthly on the last business day. A 15th on a weekend is paid on
 * the Friday before.
 */
export function paydaysInMonth(rule: PayRule, yearMonth: YearMonth): number[] {
  const first = firstDayOfMonth(yearMonth);
  const last = first + daysInMonth(yearMonth) - 1;
  switch (rule.frequency) {
    case 'WEEKLY':
    case 'BIWEEKLY': {
      const step = rule.frequency === 'WEEKLY' ? 7 : 14;
      let day = first + ((FRIDAY - weekdayOf(first) + 7) % 7);
      if (step === 14 && (((day - rule.biweeklyAnchorDay) % 14) + 14) % 14 !== 0) day += 7;
      const days: number[] = [];
      for (; day <= last; day += step) days.push(day);
      return days;
    }
    case 'SEMI_MONTHLY':
      return [onOrBeforeBusinessDay(first + 14), lastBusinessDayOfMonth(yearMonth)];
    case 'MONTHLY':
      return [lastBusinessDayOfMonth(yearMonth)];
  }
}

/** How many paychecks a month's budget is planned on; the extra 5th weekly or 3rd biweekly goes to savings. */
export function plannedChecksPerMonth(frequency: PayFrequency): number {
  return frequency === 'WEEKLY' ? 4 : frequency === 'MONTHLY' ? 1 : 2;
}

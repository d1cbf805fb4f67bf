// The limit on moving or splitting a scheduled repayment, checked by the form and by the server alike:
// each date a bank business day from tomorrow, and after the day the money arrived, up to 14 days after
// the repayment date the advance was taken with, at most three parts of at least $5 adding up to what is
// owed, two changes per advance.

import { formatLongDate } from './calendar/date-time-formats.ts';
import { addDays, dayNumberOf, isIsoDate, isoDateOf } from './calendar/days.ts';
import { isBankBusinessDayNumber } from './calendar/us-bank-holidays.ts';
import {
  maxRepaymentDelayDays,
  maxScheduleChanges,
  maxSplitParts,
  minimumSplitPartCents,
} from './cash-advance-repayment.ts';
import { formatCents, formatDollars } from './money.ts';

export interface ScheduleChangeInput {
  /** The repayment date the advance was taken with. */
  repaymentDate: string;
  /** The member's today (Eastern). */
  today: string;
  /** The day the advance's money reached the member; a repayment is never set before it. */
  arrivesOn: string;
  outstandingCents: number;
  changesSoFar: number;
  parts: { dueOn: string; amount: number }[];
}

/**
 * The first day a repayment may be moved to: tomorrow, and after the day the money arrives (a standard
 * delivery still on its way cannot be repaid before it lands).
 */
export function earliestRepaymentDate(today: string, arrivesOn: string): string {
  return isoDateOf(Math.max(dayNumberOf(today), dayNumberOf(arrivesOn)) + 1);
}

/** The latest date a repayment may be moved to. */
export function latestRepaymentDate(repaymentDate: string): string {
  return addDays(repaymentDate, maxRepaymentDelayDays);
}

/**
 * The last bank business day a repayment may be moved to: the latest date, or the business day
 * before it when it is a weekend or holiday. What the messages name, so they end where the list does.
 */
export function lastRepaymentBusinessDate(repaymentDate: string): string {
  let day = dayNumberOf(latestRepaymentDate(repaymentDate));
  while (!isBankBusinessDayNumber(day)) day -= 1;
  return isoDateOf(day);
}

export function scheduleChangesLeft(changesSoFar: number): number {
  return Math.max(0, maxScheduleChanges - changesSoFar);
}

/** Field path (`parts.0.dueOn`, `parts`) to its message; empty when the change is allowed. */
export function scheduleChangeProblems(input: ScheduleChangeInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (scheduleChangesLeft(input.changesSoFar) === 0) {
    problems.parts = `This repayment was already changed ${maxScheduleChanges} times, the most we allow for one advance.`;
    return problems;
  }
  if (input.parts.length === 0 || input.parts.length > maxSplitParts) {
    problems.parts = `Choose one date, or split into at most ${maxSplitParts} parts.`;
    return problems;
  }
  const latest = latestRepaymentDate(input.repaymentDate);
  const earliest = earliestRepaymentDate(input.today, input.arrivesOn);
  const arrivesLater = dayNumberOf(input.arrivesOn) > dayNumberOf(input.today);
  const seen = new Set<string>();
  input.parts.forEach((part, index) => {
    const at = `parts.${index}`;
    if (!isIsoDate(part.dueOn)) {
      problems[`${at}.dueOn`] = 'Choose a date';
    } else {
      const day = dayNumberOf(part.dueOn);
      if (day < dayNumberOf(earliest))
        problems[`${at}.dueOn`] = arrivesLater
          ? `Choose a date after the money arrives on ${formatLongDate(input.arrivesOn)}`
          : 'Choose a date from tomorrow on';
      else if (day > dayNumberOf(latest))
        problems[`${at}.dueOn`] =
          `Choose a date no later than ${formatLongDate(lastRepaymentBusinessDate(input.repaymentDate))}`;
      else if (!isBankBusinessDayNumber(day))
        problems[`${at}.dueOn`] = 'Choose a bank business day (not a weekend or bank holiday)';
      else if (seen.has(part.dueOn)) problems[`${at}.dueOn`] = 'Each part needs its own date';
      seen.add(part.dueOn);
    }
    if (!Number.isInteger(part.amount) || part.amount <= 0) {
      problems[`${at}.amount`] = 'Enter an amount';
    } else if (input.parts.length > 1 && part.amount < minimumSplitPartCents) {
      problems[`${at}.amount`] = `Each part is at least ${formatDollars(minimumSplitPartCents)}`;
    }
  });
  const sum = input.parts.reduce((total, part) => total + (Number.isInteger(part.amount) ? part.amount : 0), 0);
  if (Object.keys(problems).length === 0 && sum !== input.outstandingCents) {
    problems.parts = `The parts add up to ${formatCents(sum)}; they must add up to the ${formatCents(input.outstandingCents)} you owe.`;
  }
  return problems;
}

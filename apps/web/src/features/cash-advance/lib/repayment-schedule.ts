// Moving or splitting a scheduled repayment: the dates a member may pick, the limit said plainly, and
// the contract's own check of a change (the server refuses the same changes with the same words).

import { formatMonthDayYear, formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { dayNumberOf, isoDateOf } from '@fernleaf/contract/calendar/days';
import { isBankBusinessDayNumber } from '@fernleaf/contract/calendar/us-bank-holidays';
import type { OutstandingAdvance } from '@fernleaf/contract/cash-advance';
import { maxScheduleChanges, minimumSplitPartCents } from '@fernleaf/contract/cash-advance-repayment';
import { formatCents } from '@fernleaf/contract/money';
import { earliestRepaymentDate, scheduleChangeProblems } from '@fernleaf/contract/repayment-schedule-rules';

/**
 * Bank business days from tomorrow (and after the day the money arrives) to `latest`, both included:
 * every date a repayment may move to.
 */
export function allowedRepaymentDates(today: string, arrivesOn: string, latest: string): string[] {
  const dates: string[] = [];
  for (let day = dayNumberOf(earliestRepaymentDate(today, arrivesOn)); day <= dayNumberOf(latest); day++) {
    if (isBankBusinessDayNumber(day)) dates.push(isoDateOf(day));
  }
  return dates;
}

/** The limit in one sentence, with the member's own dates and changes left. */
export function scheduleLimitText({
  today,
  arrivesOn,
  latest,
  changesLeft,
}: {
  today: string;
  arrivesOn: string;
  latest: string;
  changesLeft: number;
}): string {
  const dates = allowedRepaymentDates(today, arrivesOn, latest);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const range =
    first && last
      ? `Pick a bank business day from ${formatMonthDayYear(first)} to ${formatMonthDayYear(last)}.`
      : 'There is no business day left to move it to.';
  const changes =
    changesLeft === 0
      ? `You have used the ${maxScheduleChanges} changes each advance allows.`
      : `You can change this repayment ${changesLeft} more ${changesLeft === 1 ? 'time' : 'times'}.`;
  return `${range} Each part is at least ${formatCents(minimumSplitPartCents)}, and the parts add up to what you owe. ${changes}`;
}

/** `owed` in `count` parts of whole dollars, the first part taking what is left over. */
export function splitEvenly(owed: number, count: number): number[] {
  if (count <= 1) return [owed];
  const each = Math.floor(owed / count / 100) * 100;
  return [owed - each * (count - 1), ...Array.from({ length: count - 1 }, () => each)];
}

/** The contract's check of a change to this advance's schedule: field path to message, empty when allowed. */
export function scheduleProblems(
  advance: Pick<OutstandingAdvance, 'repaymentDate' | 'arrivesOn' | 'outstanding' | 'scheduleChangesLeft'>,
  today: string,
  parts: { dueOn: string; amount: number }[],
): Record<string, string> {
  return scheduleChangeProblems({
    repaymentDate: advance.repaymentDate,
    today,
    arrivesOn: advance.arrivesOn,
    outstandingCents: advance.outstanding,
    changesSoFar: maxScheduleChanges - advance.scheduleChangesLeft,
    parts,
  });
}

/**
 * The scheduled parts still to collect, across advances, one per date (parts due the same day added
 * together), the earliest first.
 */
export function scheduledPartsByDate(
  advances: readonly Pick<OutstandingAdvance, 'scheduledRepayments'>[],
): { dueOn: string; amount: number }[] {
  const byDate = new Map<string, number>();
  for (const advance of advances) {
    for (const part of advance.scheduledRepayments) {
      if (part.status !== 'SCHEDULED') continue;
      byDate.set(part.dueOn, (byDate.get(part.dueOn) ?? 0) + part.amount);
    }
  }
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([dueOn, amount]) => ({ dueOn, amount }));
}

/**
 * Each part with its own date, as a phrase: "$60.00 on Tue, Dec 15, 2026 and $40.00 on Tue, Dec 22,
 * 2026". One part needs no amount of its own (the sentence around it says how much).
 */
export function partsWithDatesText(parts: readonly { dueOn: string; amount: number }[]): string {
  const [only] = parts;
  if (parts.length === 1 && only) return formatWeekdayMonthDayYear(only.dueOn);
  const phrases = parts.map((part) => `${formatCents(part.amount)} on ${formatWeekdayMonthDayYear(part.dueOn)}`);
  return phrases.length <= 1 ? (phrases[0] ?? '') : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

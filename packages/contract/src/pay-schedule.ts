// The pay schedule a member gives in the onboarding steps under /add-*/payment-schedule, and the
// paydays it implies. Repayment dates are set on paydays, so a payday that falls on a weekend or a
// bank holiday moves to the bank business day before it: the deposit lands early, never late.
import { z } from 'zod';
import {
  dayNumberOf,
  firstDayOfMonth,
  isIsoDate,
  isoDateOf,
  lastDayOfMonth,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
} from './calendar/days.ts';
import { onOrBeforeBankBusinessDay } from './calendar/us-bank-holidays.ts';

export const payFrequencies = ['WEEKLY', 'BIWEEKLY', 'TWICE_A_MONTH', 'MONTHLY'] as const;
export type PayFrequency = (typeof payFrequencies)[number];
export const payFrequencySchema = z.enum(payFrequencies, {
  error: 'Choose a pay frequency: WEEKLY, BIWEEKLY, TWICE_A_MONTH or MONTHLY',
});

/** A day of the month 1–31, or LAST; 29–31 mean the month's last day in months that are shorter. */
export type PaycheckDay = number | 'LAST';

export const paydayWeekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
export type PaydayWeekday = (typeof paydayWeekdays)[number];

export const weeksOfMonth = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'LAST'] as const;
export type WeekOfMonth = (typeof weeksOfMonth)[number];

/** Days since the last payday that a schedule may start from: one pay period. */
export const lastPaidWindowDays = { WEEKLY: 7, BIWEEKLY: 14 } as const;

/** The most common twice-a-month schedule, taken when neither paycheck day is given. */
export const fifteenthAndLast = { firstPaycheckDay: 15, secondPaycheckDay: 'LAST' } as const;

export type PaySchedule =
  | { frequency: 'WEEKLY' | 'BIWEEKLY'; lastPaidOn: string }
  | { frequency: 'TWICE_A_MONTH'; firstPaycheckDay: PaycheckDay; secondPaycheckDay: PaycheckDay }
  | { frequency: 'MONTHLY'; dayOfMonth: PaycheckDay }
  | { frequency: 'MONTHLY'; weekday: PaydayWeekday; weekOfMonth: WeekOfMonth };

const paycheckDaySchema = (label: string) => {
  const message = `The ${label} must be a day of the month from 1 to 31, or LAST`;
  return z.union([z.number(message).int(message).min(1, message).max(31, message), z.literal('LAST')], {
    error: message,
  });
};

/** LAST sorts after every numbered day, so 15 < LAST holds and LAST < anything never does. */
const dayOrder = (day: PaycheckDay) => (day === 'LAST' ? 32 : day);

/**
 * `today` is only known where a member enters the schedule (the browser's or the server's date);
 * with it, the last payday must lie within the last pay period and not in the future.
 */
const lastPaidOnSchema = (frequency: 'WEEKLY' | 'BIWEEKLY', today: number | undefined) =>
  z.string('Enter the last payday as YYYY-MM-DD').superRefine((value, ctx) => {
    if (!isIsoDate(value)) {
      ctx.addIssue({ code: 'custom', message: 'Enter the last payday as a real date, YYYY-MM-DD' });
      return;
    }
    if (today === undefined) return;
    const day = dayNumberOf(value);
    const window = lastPaidWindowDays[frequency];
    if (day > today) ctx.addIssue({ code: 'custom', message: 'The last payday cannot be in the future' });
    else if (day < today - window) {
      ctx.addIssue({ code: 'custom', message: `The last payday must be within the last ${window} days` });
    }
  });

function buildPayScheduleSchema(today: number | undefined) {
  const twiceAMonth = z
    .object({
      frequency: z.literal('TWICE_A_MONTH'),
      firstPaycheckDay: paycheckDaySchema('first paycheck day').optional(),
      secondPaycheckDay: paycheckDaySchema('second paycheck day').optional(),
    })
    .superRefine(({ firstPaycheckDay: first, secondPaycheckDay: second }, ctx) => {
      if (first === undefined && second !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['firstPaycheckDay'], message: 'Choose the first paycheck day' });
      } else if (first !== undefined && second === undefined) {
        ctx.addIssue({ code: 'custom', path: ['secondPaycheckDay'], message: 'Choose the second paycheck day' });
      } else if (first !== undefined && second !== undefined && dayOrder(first) >= dayOrder(second)) {
        ctx.addIssue({
          code: 'custom',
          path: ['secondPaycheckDay'],
          message: 'The second paycheck day must come after the first paycheck day',
        });
      }
    });

  const monthly = z
    .object({
      frequency: z.literal('MONTHLY'),
      dayOfMonth: paycheckDaySchema('day of the month').optional(),
      weekday: z.enum(paydayWeekdays, { error: 'The weekday must be one of MONDAY to FRIDAY' }).optional(),
      weekOfMonth: z
        .enum(weeksOfMonth, { error: 'The week of the month must be FIRST, SECOND, THIRD, FOURTH or LAST' })
        .optional(),
    })
    .superRefine(({ dayOfMonth, weekday, weekOfMonth }, ctx) => {
      const byWeekday = weekday !== undefined || weekOfMonth !== undefined;
      if (dayOfMonth !== undefined && byWeekday) {
        ctx.addIssue({
          code: 'custom',
          path: ['dayOfMonth'],
          message: 'Give either a day of the month or a weekday and week of the month, not both',
        });
      } else if (dayOfMonth === undefined && !byWeekday) {
        ctx.addIssue({
          code: 'custom',
          path: ['dayOfMonth'],
          message: 'Choose a day of the month, or a weekday and week of the month',
        });
      } else if (weekday === undefined && weekOfMonth !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Choose the weekday you get paid' });
      } else if (weekday !== undefined && weekOfMonth === undefined) {
        ctx.addIssue({ code: 'custom', path: ['weekOfMonth'], message: 'Choose the week of the month you get paid' });
      }
    });

  return z
    .discriminatedUnion(
      'frequency',
      [
        z.object({ frequency: z.literal('WEEKLY'), lastPaidOn: lastPaidOnSchema('WEEKLY', today) }),
        z.object({ frequency: z.literal('BIWEEKLY'), lastPaidOn: lastPaidOnSchema('BIWEEKLY', today) }),
        twiceAMonth,
        monthly,
      ],
      { error: 'Choose a pay frequency: WEEKLY, BIWEEKLY, TWICE_A_MONTH or MONTHLY' },
    )
    .transform((input): PaySchedule => {
      switch (input.frequency) {
        case 'WEEKLY':
        case 'BIWEEKLY':
          return input;
        case 'TWICE_A_MONTH':
          return {
            frequency: input.frequency,
            firstPaycheckDay: input.firstPaycheckDay ?? fifteenthAndLast.firstPaycheckDay,
            secondPaycheckDay: input.secondPaycheckDay ?? fifteenthAndLast.secondPaycheckDay,
          };
        case 'MONTHLY': {
          const { frequency, dayOfMonth, weekday, weekOfMonth } = input;
          if (dayOfMonth !== undefined) return { frequency, dayOfMonth };
          if (weekday !== undefined && weekOfMonth !== undefined) return { frequency, weekday, weekOfMonth };
          // Unreachable: zod skips this transform when the refinement above reported an issue.
          throw new Error('A monthly pay schedule needs a day of the month or a weekday and week');
        }
      }
    });
}

/**
 * A stored pay schedule: its shape and rules, without the "recent last payday" check, which only
 * holds on the day the member enters it (a schedule saved months ago stays valid).
 */
export const payScheduleSchema = buildPayScheduleSchema(undefined);

/** What the pay-schedule steps send: as `payScheduleSchema`, with the last payday recent as of `today`. */
export function payScheduleInputSchema(today: string) {
  return buildPayScheduleSchema(dayNumberOf(today));
}

const weekdayNumber: Record<PaydayWeekday, number> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
};

const weekOrdinal: Record<Exclude<WeekOfMonth, 'LAST'>, number> = { FIRST: 1, SECOND: 2, THIRD: 3, FOURTH: 4 };

function dayInMonth(year: number, month: number, day: PaycheckDay): number {
  const last = lastDayOfMonth(year, month);
  return day === 'LAST' ? last : Math.min(firstDayOfMonth(year, month) + day - 1, last);
}

/** The scheduled paydays of one month, before any move to a bank business day, in order. */
function nominalPaydaysOfMonth(schedule: PaySchedule, year: number, month: number): number[] {
  if (schedule.frequency === 'TWICE_A_MONTH') {
    return [dayInMonth(year, month, schedule.firstPaycheckDay), dayInMonth(year, month, schedule.secondPaycheckDay)];
  }
  if (schedule.frequency !== 'MONTHLY') return [];
  if ('dayOfMonth' in schedule) return [dayInMonth(year, month, schedule.dayOfMonth)];
  const weekday = weekdayNumber[schedule.weekday];
  return [
    schedule.weekOfMonth === 'LAST'
      ? lastWeekdayOfMonth(year, month, weekday)
      : nthWeekdayOfMonth(year, month, weekday, weekOrdinal[schedule.weekOfMonth]),
  ];
}

/** Scheduled paydays on or after `start`, in increasing order, without end. */
function* nominalPaydays(schedule: PaySchedule, start: number): Generator<number> {
  if (schedule.frequency === 'WEEKLY' || schedule.frequency === 'BIWEEKLY') {
    // The rhythm counts from the scheduled date, so a payday moved early does not shift the next.
    const period = schedule.frequency === 'WEEKLY' ? 7 : 14;
    const anchor = dayNumberOf(schedule.lastPaidOn);
    for (let day = anchor + Math.ceil((start - anchor) / period) * period; ; day += period) yield day;
  }
  const startDate = new Date(isoDateOf(start));
  let year = startDate.getUTCFullYear();
  let month = startDate.getUTCMonth();
  for (;;) {
    for (const day of nominalPaydaysOfMonth(schedule, year, month)) if (day >= start) yield day;
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
}

/**
 * The next `count` paydays on or after `today` (ISO dates), each moved to the bank business day
 * before it when it falls on a weekend or a Federal Reserve holiday. Two paychecks that move onto the
 * same bank day are one deposit date, so the result is strictly increasing.
 */
export function nextPaydays(schedule: PaySchedule, { today, count }: { today: string; count: number }): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Expected a whole count of paydays, got ${count}`);
  const start = dayNumberOf(today);
  if (count === 0) return [];
  const paydays: number[] = [];
  for (const scheduled of nominalPaydays(schedule, start)) {
    const payday = onOrBeforeBankBusinessDay(scheduled);
    // A payday moved to before today has already been paid.
    if (payday < start || payday === paydays.at(-1)) continue;
    paydays.push(payday);
    if (paydays.length === count) break;
  }
  return paydays.map(isoDateOf);
}

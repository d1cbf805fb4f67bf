// What the member answered in the pay-schedule steps so far. Some answers are not part of the saved
// schedule itself: the weekday of a weekly payday narrows the last-paid dates offered, and the
// twice-a-month and monthly choices pick which step comes next.
import {
  type PaycheckDay,
  type PaydayWeekday,
  type PayFrequency,
  paydayWeekdays,
  payFrequencies,
  type WeekOfMonth,
  weeksOfMonth,
} from '@fernleaf/contract/pay-schedule';
import { z } from 'zod';

export const twiceAMonthChoices = ['FIFTEENTH_AND_LAST', 'OTHER'] as const;
export type TwiceAMonthChoice = (typeof twiceAMonthChoices)[number];

export const monthlyChoices = ['WEEKDAY', 'DATE'] as const;
export type MonthlyChoice = (typeof monthlyChoices)[number];

export interface PayScheduleAnswers {
  frequency: PayFrequency | null;
  /** Weekly and biweekly: the weekday paychecks are due. */
  paydayWeekday: PaydayWeekday | null;
  lastPaidOn: string | null;
  twiceAMonth: TwiceAMonthChoice | null;
  firstPaycheckDay: PaycheckDay | null;
  secondPaycheckDay: PaycheckDay | null;
  monthly: MonthlyChoice | null;
  /** Monthly by weekday: e.g. the LAST FRIDAY. */
  weekOfMonth: WeekOfMonth | null;
  weekday: PaydayWeekday | null;
  dayOfMonth: PaycheckDay | null;
}

export const noAnswers: PayScheduleAnswers = {
  frequency: null,
  paydayWeekday: null,
  lastPaidOn: null,
  twiceAMonth: null,
  firstPaycheckDay: null,
  secondPaycheckDay: null,
  monthly: null,
  weekOfMonth: null,
  weekday: null,
  dayOfMonth: null,
};

const paycheckDay = z.union([z.number().int().min(1).max(31), z.literal('LAST')]);

/** Reads stored answers field by field: one hand-edited or outdated field is dropped, not the rest. */
export const storedAnswersSchema = z.object({
  frequency: z.enum(payFrequencies).nullable().catch(null),
  paydayWeekday: z.enum(paydayWeekdays).nullable().catch(null),
  lastPaidOn: z.iso.date().nullable().catch(null),
  twiceAMonth: z.enum(twiceAMonthChoices).nullable().catch(null),
  firstPaycheckDay: paycheckDay.nullable().catch(null),
  secondPaycheckDay: paycheckDay.nullable().catch(null),
  monthly: z.enum(monthlyChoices).nullable().catch(null),
  weekOfMonth: z.enum(weeksOfMonth).nullable().catch(null),
  weekday: z.enum(paydayWeekdays).nullable().catch(null),
  dayOfMonth: paycheckDay.nullable().catch(null),
}) satisfies z.ZodType<PayScheduleAnswers, unknown>;

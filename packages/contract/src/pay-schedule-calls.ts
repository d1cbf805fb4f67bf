// The calls behind the pay-schedule steps (/add-*/payment-schedule/...): read the member's saved
// schedule and save a new one, each answered with the next paydays. Spec section 7 does not show
// their paths; these sit under /user beside the member's other own data.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { type PaySchedule, paydayWeekdays, payScheduleSchema, weeksOfMonth } from './pay-schedule.ts';

/** How many upcoming paydays both calls answer. */
export const upcomingPaydayCount = 3;

const paycheckDay = z.union([z.number().int().min(1).max(31), z.literal('LAST')]);

/**
 * A saved schedule as the calls answer it. `payScheduleSchema` holds the rules and fills defaults
 * with a transform, which an answer cannot be encoded through; this is only its output's shape.
 */
export const savedScheduleShape = z.union([
  z.object({ frequency: z.enum(['WEEKLY', 'BIWEEKLY']), lastPaidOn: z.iso.date() }),
  z.object({ frequency: z.literal('TWICE_A_MONTH'), firstPaycheckDay: paycheckDay, secondPaycheckDay: paycheckDay }),
  z.object({ frequency: z.literal('MONTHLY'), dayOfMonth: paycheckDay }),
  z.object({ frequency: z.literal('MONTHLY'), weekday: z.enum(paydayWeekdays), weekOfMonth: z.enum(weeksOfMonth) }),
]) satisfies z.ZodType<PaySchedule>;

export const savedPayScheduleSchema = z.object({
  schedule: savedScheduleShape,
  /** The next paydays from today (US Eastern, the banks' day), each moved before weekends and bank holidays. */
  nextPaydays: z.array(z.iso.date()).length(upcomingPaydayCount),
  updatedAt: z.iso.datetime(),
});
export type SavedPaySchedule = z.infer<typeof savedPayScheduleSchema>;

/** Answers 404 NOT_FOUND while the member has saved no pay schedule. */
export const getPaySchedule = defineCall({
  method: 'GET',
  path: '/user/pay-schedule',
  summary: "The member's pay schedule and their next paydays",
  tag: 'pay-schedule',
  access: 'member',
  response: savedPayScheduleSchema,
});

/**
 * Saves the member's pay schedule, replacing any earlier one; sending the same schedule twice leaves
 * the same state, so no Idempotency-Key is needed. The body follows `payScheduleSchema`; a weekly or
 * biweekly last payday must also lie within the last pay period and not in the future
 * (`payScheduleInputSchema`), else 400 with the message at `lastPaidOn`.
 */
export const savePaySchedule = defineCall({
  method: 'PUT',
  path: '/user/pay-schedule',
  summary: "Saves the member's pay schedule and answers their next paydays",
  tag: 'pay-schedule',
  access: 'member',
  body: payScheduleSchema,
  response: savedPayScheduleSchema,
});

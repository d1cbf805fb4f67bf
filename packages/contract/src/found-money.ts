// The "found money" findings of the foundmoney product's offers step: the fees a member paid and the
// subscriptions they are charged for, read from their linked banks' last 90 days. Spec section 7 does
// not show the call; its path sits under the product's own name.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** How many days of history the findings read, today included. */
export const findingsWindowDays = 90;

/** Integer cents, as every amount in JSON; here always money the member paid, so never negative. */
const paidCents = z.number().int().nonnegative();

export const feeGroupSchema = z.object({
  /** The bank's own statement line for the fee, e.g. "NON-NETWORK ATM FEE". */
  description: z.string(),
  count: z.number().int().positive(),
  totalCents: paidCents,
  /** One way to stop paying it, promising only what the product really offers. */
  tip: z.string(),
});
export type FeeGroup = z.infer<typeof feeGroupSchema>;

export const foundSubscriptionSchema = z.object({
  merchantName: z.string(),
  /** The median of the charges in the period. */
  monthlyCents: paidCents,
  /** monthlyCents x 12. */
  yearlyCents: paidCents,
  chargeCount: z.number().int().positive(),
  lastChargedOn: z.iso.date(),
});
export type FoundSubscription = z.infer<typeof foundSubscriptionSchema>;

export const foundMoneyFindingsSchema = z.object({
  /** The days read, both included (UTC dates, as the banks report postings). */
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** The member's banks that are not removed; the findings read all their accounts. */
  linkedBankCount: z.number().int().positive(),
  fees: z.object({
    totalCents: paidCents,
    /** totalCents scaled from the period to 365 days, rounded half up to whole cents. */
    yearlyCents: paidCents,
    /** Largest total first. */
    groups: z.array(feeGroupSchema),
  }),
  /** Largest yearly cost first. */
  subscriptions: z.array(foundSubscriptionSchema),
  /** The sum of the subscriptions' monthlyCents. */
  subscriptionsMonthlyCents: paidCents,
});
export type FoundMoneyFindings = z.infer<typeof foundMoneyFindingsSchema>;

/**
 * Computed afresh on each call from the member's posted (not pending) transactions. Answers 409
 * BANK_NOT_LINKED while the member has no linked bank that is not removed.
 */
export const getFoundMoneyFindings = defineCall({
  method: 'GET',
  path: '/foundmoney/findings',
  summary: "Fees and subscriptions found in the last 90 days of the member's linked banks",
  tag: 'found-money',
  access: 'member',
  response: foundMoneyFindingsSchema,
});

// Money into an investment account from the member's linked bank by ACH, recurring deposits, and
// closing an account (decision 044). Cash is integer cents; dates are New York calendar dates.
import { z } from 'zod';
import { isIsoDate } from './calendar/days.ts';
import { recurringFrequencies } from './calendar/recurring-dates.ts';
import { defineCall } from './define-call.ts';
import { maxInvestmentTransferCents, saleTaxEstimateSchema } from './investing-money.ts';

const accountParams = z.object({ accountId: z.uuid({ error: 'Choose one of your investment accounts' }) });

const amountCents = z
  .number({ error: 'Enter an amount in cents' })
  .int({ error: 'Enter a whole number of cents' })
  .min(100, { error: 'Enter at least $1.00' })
  .max(maxInvestmentTransferCents, { error: 'Enter at most $100,000.00' });

const linkedAccountId = z.uuid({ error: 'Choose one of your linked bank accounts' });

export const bankDepositSchema = z.object({
  depositId: z.string(),
  amountCents: z.number().int(),
  /** PENDING until the ACH network settles it; the cash is invested or withdrawn only once POSTED. */
  status: z.enum(['PENDING', 'POSTED']),
  linkedAccount: z.object({ id: z.string(), bankName: z.string(), mask: z.string() }),
  createdAt: z.string(),
  /** The date the member is told the money arrives: the ACH calendar's standard arrival. */
  arrivesOn: z.string(),
  /** The account's cash that may be invested or withdrawn now (the deposit counts once it settles). */
  availableBalance: z.number().int(),
});
export type BankDepositView = z.infer<typeof bankDepositSchema>;

/** Pulls money from the member's linked bank into the account by ACH: pending, then settled by the network. */
export const depositFromLinkedBank = defineCall({
  method: 'POST',
  path: '/investment/accounts/:accountId/bank-deposits',
  summary: "Moves money from the member's linked bank into an investment account by ACH (pending until settled)",
  tag: 'investing',
  access: 'member',
  idempotent: true,
  params: accountParams,
  body: z.object({ linkedAccountId, amountCents }),
  response: bankDepositSchema,
});

export const recurringSources = ['CHECKING', 'LINKED_BANK'] as const;
export type RecurringSource = (typeof recurringSources)[number];
export const recurringStatuses = ['ACTIVE', 'PAUSED', 'CANCELLED'] as const;

/** The schedule's fields: how much, how often, from where, and its first date (today or later, within a year). */
export const recurringDepositFieldsSchema = z.object({
  frequency: z.enum(recurringFrequencies, { error: 'Choose every week, every two weeks or every month' }),
  amountCents,
  source: z.enum(recurringSources, { error: 'Choose checking or a linked bank' }),
  linkedAccountId: linkedAccountId.optional(),
  startDate: z.string({ error: 'Choose the first date' }).refine(isIsoDate, { error: 'Choose the first date' }),
});

/** A linked bank is named exactly when the money comes from one: the form applies the same rule. */
export function checkRecurringSource(
  body: { source: RecurringSource; linkedAccountId?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (body.source === 'LINKED_BANK' && body.linkedAccountId === undefined) {
    context.addIssue({ code: 'custom', path: ['linkedAccountId'], message: 'Choose one of your linked bank accounts' });
  }
  if (body.source === 'CHECKING' && body.linkedAccountId !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['linkedAccountId'],
      message: 'Leave the bank out when paying from checking',
    });
  }
}

export const recurringDepositBodySchema = recurringDepositFieldsSchema.superRefine(checkRecurringSource);
export type RecurringDepositBody = z.output<typeof recurringDepositBodySchema>;

export const recurringRunSchema = z.object({
  runOn: z.string(),
  amountCents: z.number().int(),
  source: z.enum(recurringSources),
  status: z.enum(['DEPOSITED', 'FAILED']),
  /** Why it failed, in plain words; a failed date is not tried again, the next date runs as usual. */
  failureReason: z.string().nullable(),
  ranAt: z.string(),
});

export const recurringDepositSchema = z.object({
  scheduleId: z.string(),
  frequency: z.enum(recurringFrequencies),
  amountCents: z.number().int(),
  source: z.enum(recurringSources),
  linkedAccount: z.object({ id: z.string(), bankName: z.string(), mask: z.string() }).nullable(),
  startDate: z.string(),
  /** The next date it runs on; null while paused. */
  nextRunOn: z.string().nullable(),
  status: z.enum(recurringStatuses),
});
export type RecurringDepositView = z.infer<typeof recurringDepositSchema>;

const recurringAnswer = z.object({
  /** Null when the account has no schedule (never set, or cancelled). */
  schedule: recurringDepositSchema.nullable(),
  /** The latest runs, newest first, failed ones included. */
  runs: z.array(recurringRunSchema),
});

export const getRecurringDeposit = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/recurring-deposit',
  summary: "The account's recurring deposit, if any, and its latest runs",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  response: recurringAnswer,
});

/** Sets the schedule (replacing the one there): the same body twice leaves the same schedule. */
export const setRecurringDeposit = defineCall({
  method: 'PUT',
  path: '/investment/accounts/:accountId/recurring-deposit',
  summary: 'Sets up or changes the recurring deposit of an investment account',
  tag: 'investing',
  access: 'member',
  params: accountParams,
  body: recurringDepositBodySchema,
  response: recurringAnswer,
});

/** Pause, resume or cancel in one call; the same status twice changes nothing. */
export const setRecurringDepositStatus = defineCall({
  method: 'PUT',
  path: '/investment/accounts/:accountId/recurring-deposit/status',
  summary: 'Pauses, resumes or cancels the recurring deposit of an investment account',
  tag: 'investing',
  access: 'member',
  params: accountParams,
  body: z.object({ status: z.enum(recurringStatuses, { error: 'Choose ACTIVE, PAUSED or CANCELLED' }) }),
  response: recurringAnswer,
});

export const closingPreviewSchema = z.object({
  accountId: z.string(),
  kind: z.enum(['MANAGED', 'SELF_DIRECTED']),
  /** Every holding, sold in full at the market. */
  sales: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      quantityMicros: z.number().int(),
      /** The last trade, or the last close while the market is shut: the sale may fill away from it. */
      estimatedPriceCents: z.number().int(),
      estimatedProceedsCents: z.number().int(),
    }),
  ),
  /** Orders waiting for the open, cancelled by closing (their held cash released). */
  waitingOrders: z.number().int(),
  /** The account's cash now: available, unsettled sale proceeds, held for orders, and ACH deposits on their way. */
  cashCents: z.number().int(),
  estimatedProceedsCents: z.number().int(),
  /** What is estimated to reach checking: the cash and the estimated proceeds. No fee is charged. */
  estimatedTotalCents: z.number().int(),
  /** The estimated tax effect of selling everything (FIFO lots); an estimate, not tax advice. */
  taxEstimate: saleTaxEstimateSchema,
  marketOpen: z.boolean(),
  /** When the sales fill: now while the session runs, else the next opening bell. */
  salesFillAt: z.string(),
  /** The date the cash is estimated to reach checking: the sales' settlement date (T+1). */
  cashArrivesOn: z.string(),
  /** Whether checking is open to receive the cash: closing an account that holds anything needs it. */
  checkingOpen: z.boolean(),
});
export type ClosingPreview = z.infer<typeof closingPreviewSchema>;

/** What selling everything and returning the cash would do. Writes nothing. */
export const previewAccountClosing = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/closing/preview',
  summary: 'What closing the account would sell, the estimated proceeds and tax effect, and when the cash arrives',
  tag: 'investing',
  access: 'member',
  params: accountParams,
  response: closingPreviewSchema,
});

export const accountClosingSchema = z.object({
  accountId: z.string(),
  kind: z.enum(['MANAGED', 'SELF_DIRECTED']),
  /** CLOSING: sales or settlement under way; CLOSED: the cash is back in checking. */
  accountStatus: z.enum(['OPEN', 'CLOSING', 'CLOSED']),
  closingRequestedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Sales placed by the closing that still wait for the open or for settlement. */
  salesWaiting: z.number().int(),
  salesUnsettled: z.number().int(),
  /** The account's cash now (it is zero once closed). */
  cashCents: z.number().int(),
  /** What the closing moved to checking, once closed. */
  returnedCents: z.number().int().nullable(),
  /** The date the cash is estimated to reach checking while closing; null once closed. */
  cashArrivesOn: z.string().nullable(),
});
export type AccountClosingView = z.infer<typeof accountClosingSchema>;

export const getAccountClosing = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/closing',
  summary: "Where the account's closing stands: sales waiting or settling, and the cash returned",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  response: accountClosingSchema,
});

/**
 * Closes the account: cancels waiting orders and the recurring deposit, sells every holding at the
 * market (waiting for the open when shut), and once the sales settle a job returns all cash to checking
 * and marks the account CLOSED. The same Idempotency-Key answers the same closing.
 */
export const closeInvestmentAccount = defineCall({
  method: 'POST',
  path: '/investment/accounts/:accountId/closing',
  summary: 'Closes an investment account: sells everything and returns the cash to checking',
  tag: 'investing',
  access: 'member',
  idempotent: true,
  params: accountParams,
  body: z.object({ confirm: z.literal(true, { error: 'Confirm closing the account' }) }),
  response: accountClosingSchema,
});

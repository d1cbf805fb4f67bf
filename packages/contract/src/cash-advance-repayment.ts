// Repaying a cash advance: the ways to repay (checking, the linked bank, a debit card), repaying all
// or part now, moving or splitting a scheduled repayment within a clear limit, the cards the member
// adds, and the linked bank account the advance is underwritten on (spec sections 2, 3 and 7).
import { z } from 'zod';
import { outstandingAdvanceSchema } from './cash-advance.ts';
import { bankAccountInfoSchema, qualificationSchema } from './cash-advance-onboarding.ts';
import { defineCall } from './define-call.ts';
import { formatCents } from './money.ts';
import { cardBrands, paymentCardInputSchema } from './payment-card.ts';

const cents = z.number().int();

export const repaymentSourceTypes = ['CHECKING', 'LINKED_BANK', 'CARD'] as const;
export type RepaymentSourceType = (typeof repaymentSourceTypes)[number];

/** Spec section 9: a method shows its bank name truncated (12 characters), a bullet and the last four. */
export const repaymentMethodSchema = z.object({
  id: z.string(),
  type: z.enum(repaymentSourceTypes),
  bankName: z.string().nullable(),
  lastFourDigit: z.string(),
  methodName: z.string(),
  isDefault: z.boolean(),
  /** Money available there now, in cents; null for a card, whose balance is its bank's. */
  available: cents.nullable(),
  usable: z.boolean(),
  unusableReason: z.string().nullable(),
});
export type RepaymentMethod = z.infer<typeof repaymentMethodSchema>;

const repaymentMethodsResponse = z.object({
  methods: z.array(repaymentMethodSchema),
  defaultMethodId: z.string().nullable(),
});

/** The ways the member can repay; the default is what scheduled repayments collect from. */
export const getRepaymentMethods = defineCall({
  method: 'GET',
  path: '/cash-advance/repayment/repayment-methods',
  summary: 'The ways the member can repay, and which one scheduled repayments use',
  tag: 'cash-advance-repayment',
  access: 'member',
  response: repaymentMethodsResponse,
});

export const setDefaultRepaymentMethod = defineCall({
  method: 'PUT',
  path: '/cash-advance/repayment/repayment-methods/default',
  summary: 'Chooses what scheduled repayments collect from',
  tag: 'cash-advance-repayment',
  access: 'member',
  body: z.object({
    methodId: z.string({ error: 'Choose a way to repay' }).trim().min(1, 'Choose a way to repay').max(64),
  }),
  response: repaymentMethodsResponse,
});

const typesQuery = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return [...repaymentSourceTypes];
    const types = value.split(',').map((type) => type.trim().toUpperCase());
    const unknown = types.filter((type) => !(repaymentSourceTypes as readonly string[]).includes(type));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `types may hold ${repaymentSourceTypes.join(', ')}` });
      return z.NEVER;
    }
    return types as RepaymentSourceType[];
  });

/** Where a repayment now may come from, of the given types (comma-separated). */
export const getRepaymentFundOptions = defineCall({
  method: 'GET',
  path: '/cash-advance/repayment/fundOptions',
  summary: 'Where a repayment made now can come from',
  tag: 'cash-advance-repayment',
  access: 'member',
  query: z.object({ types: typesQuery }),
  response: z.object({ fundOptions: z.array(repaymentMethodSchema) }),
});

export const repaymentSchema = z.object({
  id: z.string(),
  advanceId: z.string(),
  amount: cents,
  sourceType: z.enum(repaymentSourceTypes),
  sourceLabel: z.string(),
  kind: z.enum(['NOW', 'SCHEDULED']),
  /** A repayment from a linked bank is PENDING until the ACH network settles it. */
  status: z.enum(['PENDING', 'POSTED']),
  createdOn: z.string(),
});
export type Repayment = z.infer<typeof repaymentSchema>;

/**
 * Repays now, all or part: the amount goes to the advances due first. Refused with the field named
 * when it is more than is owed or than the source has available.
 */
export const repayCashAdvance = defineCall({
  method: 'POST',
  path: '/cash-advance/repayment',
  summary: 'Repays all or part of what is owed, now',
  tag: 'cash-advance-repayment',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 30,
  successStatus: 201,
  body: z.object({
    amount: z
      .number({ error: 'Enter the amount in cents' })
      .int('Enter the amount in whole cents')
      .min(1, 'Enter an amount to repay'),
    fundOptionId: z.string({ error: 'Choose where the money comes from' }).trim().min(1).max(64),
  }),
  response: z.object({
    repayments: z.array(repaymentSchema),
    /** What is owed after it. */
    remainingOutstanding: cents,
  }),
});

/**
 * One repayment made now, read back for its result page: the parts it paid (one per advance, all made
 * together from one place), their sum, and what the member owes now. The page reads this by the id
 * the repayment answered, never the figures from its address; another member's id answers 404.
 */
export const getRepayment = defineCall({
  method: 'GET',
  path: '/cash-advance/repayments/:repaymentId',
  summary: 'A repayment made now, with what is owed now',
  tag: 'cash-advance-repayment',
  access: 'member',
  params: z.object({ repaymentId: z.uuid({ error: 'Choose a repayment' }) }),
  response: z.object({
    /** The parts made together with the one asked for, the earliest-due advance first. */
    repayments: z.array(repaymentSchema),
    /** What they add up to. */
    amount: cents,
    sourceLabel: z.string(),
    /** Whether any part is still on its way (a linked-bank transfer). */
    pending: z.boolean(),
    /** What the member owes on Cash Advance now. */
    owedNow: cents,
  }),
});

/** A repayment may be moved up to this many days after the date the advance was taken with. */
export const maxRepaymentDelayDays = 14;
/** How many times each advance's repayment may be moved or split. */
export const maxScheduleChanges = 2;
/** A split has at most this many parts. */
export const maxSplitParts = 3;
/** No part of a split is smaller than this (unless it is all that is owed). */
export const minimumSplitPartCents = 500;

/**
 * A repayment now of part of what is owed is at least what a part of a split is; all that is owed may
 * be less. The form checks a part with this schema and the server refuses the same amounts (400
 * VALIDATION_FAILED on `amount`), so a repayment of $0.50 cannot be sent while a split says $5.00.
 */
export function repaymentAmountSchema(owedCents: number) {
  return repayCashAdvance.body.shape.amount.refine(
    (amount) => amount >= minimumSplitPartCents || amount === owedCents,
    `Repay at least ${formatCents(minimumSplitPartCents)}, or everything you owe (${formatCents(owedCents)})`,
  );
}

export const schedulePartSchema = z.object({
  dueOn: z.string({ error: 'Choose a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date as YYYY-MM-DD'),
  amount: z.number({ error: 'Enter the amount in cents' }).int('Enter the amount in whole cents'),
});

/**
 * Moves (one part) or splits (two or three parts) what an advance still owes, before it is
 * collected. Each date is a bank business day from tomorrow up to `maxRepaymentDelayDays` after the
 * advance's repayment date; the parts add up to what is owed; each advance allows
 * `maxScheduleChanges` changes. Refused with the field named otherwise.
 */
export const changeRepaymentSchedule = defineCall({
  method: 'PUT',
  path: '/cash-advance/repayment/schedule',
  summary: "Moves or splits an advance's scheduled repayment",
  tag: 'cash-advance-repayment',
  access: 'member',
  idempotent: true,
  body: z.object({
    advanceId: z.uuid({ error: 'Choose an advance' }),
    parts: z
      .array(schedulePartSchema)
      .min(1, 'Choose at least one date')
      .max(maxSplitParts, `Split into at most ${maxSplitParts} parts`),
  }),
  response: z.object({ advance: outstandingAdvanceSchema }),
});

export const paymentCardSchema = z.object({
  id: z.string(),
  brand: z.enum(cardBrands),
  last4: z.string(),
  /** MM/YY */
  expiry: z.string(),
  nameOnCard: z.string(),
  /** Whether it can receive an instant advance (American Express cards repay only). */
  canReceiveAdvances: z.boolean(),
  addedOn: z.string(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const listPaymentCards = defineCall({
  method: 'GET',
  path: '/cash-advance/payment-cards',
  summary: 'The debit cards the member added',
  tag: 'cash-advance-repayment',
  access: 'member',
  response: z.object({ cards: z.array(paymentCardSchema) }),
});

/** Adds a debit card; its number is encrypted at rest and only its last four are ever shown again. */
export const addPaymentCard = defineCall({
  method: 'POST',
  path: '/cash-advance/payment-cards',
  summary: 'Adds a debit card to receive advances or repay with',
  tag: 'cash-advance-repayment',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 10,
  successStatus: 201,
  body: paymentCardInputSchema(),
  response: z.object({ card: paymentCardSchema }),
});

export const removePaymentCard = defineCall({
  method: 'DELETE',
  path: '/cash-advance/payment-cards/:cardId',
  summary: 'Removes a debit card',
  tag: 'cash-advance-repayment',
  access: 'member',
  params: z.object({ cardId: z.uuid({ error: 'Choose a card' }) }),
  response: z.object({ cards: z.array(paymentCardSchema) }),
});

/** The linked account the advance is underwritten on and standard deliveries go to, and the others. */
export const getTargetBankAccount = defineCall({
  method: 'GET',
  path: '/cash-advance/target-bank-account',
  summary: 'The linked bank account advances are based on, and the accounts to choose from',
  tag: 'cash-advance-repayment',
  access: 'member',
  response: z.object({
    account: bankAccountInfoSchema.nullable(),
    candidates: z.array(bankAccountInfoSchema),
  }),
});

/** Choosing another account underwrites again with its history, so the limit may change. */
export const setTargetBankAccount = defineCall({
  method: 'PUT',
  path: '/cash-advance/target-bank-account',
  summary: 'Bases advances on another linked checking account (underwrites again)',
  tag: 'cash-advance-repayment',
  access: 'member',
  rateLimitPerMinute: 20,
  body: z.object({ linkedAccountId: z.uuid({ error: 'Choose one of your linked bank accounts' }) }),
  response: z.object({ qualification: qualificationSchema }),
});

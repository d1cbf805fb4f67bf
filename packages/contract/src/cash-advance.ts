// The cash advance itself (route segment instacash): what the member may take, how it is delivered
// and what it costs, the signed terms of each advance, taking it, and its history (spec sections 3,
// 4, 7 and 9). Repayment is in cash-advance-repayment.ts; joining in cash-advance-onboarding.ts.
import { z } from 'zod';
import {
  cashAdvanceAccountStatuses,
  documentSignatureSchema,
  eligibilityBreakdownSchema,
  esignDocumentSchema,
  qualificationTiers,
} from './cash-advance-onboarding.ts';
import { disbursementMethods, repricingExperiments, tipSource } from './cash-advance-pricing.ts';
import { defineCall } from './define-call.ts';
import { booleanQuerySchema } from './fields.ts';

const cents = z.number().int();

export const disbursementMethodSchema = z.enum(disbursementMethods, {
  error: 'Choose how to receive it: INSTANT_CHECKING, INSTANT_CARD or STANDARD_BANK',
});

/** Spec section 3: payment status of an advance. PAID once nothing is owed. */
export const advancePaymentStatuses = ['UNPAID', 'OPEN', 'PAID'] as const;
export type AdvancePaymentStatus = (typeof advancePaymentStatuses)[number];

/** Why a member cannot take an advance now; each comes with the step that fixes it. */
export const accessBlockers = [
  /** An onboarding step every money product needs is missing (verified phone, identity, age, US address). */
  'ONBOARDING_STEP_REQUIRED',
  'NOT_QUALIFIED',
  'NOT_SUBSCRIBED',
  'SUBSCRIPTION_CANCELLED',
  'BANK_NEEDS_RECONNECTING',
  'LIMIT_REACHED',
  'REPAYMENT_OVERDUE',
] as const;
export type AccessBlocker = (typeof accessBlockers)[number];

export const holidayAlertSchema = z.object({ date: z.string(), name: z.string(), message: z.string() });

export const cashAdvanceInfoSchema = z.object({
  /** True when an advance of at least the minimum may be taken now. */
  eligible: z.boolean(),
  accountStatus: z.enum(cashAdvanceAccountStatuses).nullable(),
  tier: z.enum(qualificationTiers).nullable(),
  /** What the next scheduled repayment collects, in cents; 0 when nothing is scheduled. */
  expectedPaymentAmount: cents,
  /** Everything owed now, in cents. */
  payableAmount: cents,
  /** The limit, and what of it may be taken now. */
  eligibleAmount: z.object({ total: cents, available: cents }),
  eligibilityBreakdown: eligibilityBreakdownSchema.nullable(),
  nextRepayment: z.object({ dueOn: z.string(), amount: cents, methodLabel: z.string() }).nullable(),
  upcomingHolidayAlert: holidayAlertSchema.nullable(),
  blockers: z.array(z.object({ code: z.enum(accessBlockers), message: z.string(), actionPath: z.string().nullable() })),
});
export type CashAdvanceInfo = z.infer<typeof cashAdvanceInfoSchema>;

export const getCashAdvanceInfo = defineCall({
  method: 'GET',
  path: '/cash-advance/info',
  summary: 'What the member may take now, what they owe and the next repayment',
  tag: 'cash-advance',
  access: 'member',
  response: cashAdvanceInfoSchema,
});

/** Where in the product the member stands: what they may use now and the step that comes next. */
export const getCashAdvanceAccess = defineCall({
  method: 'GET',
  path: '/cash-advance/access/info',
  summary: "The member's access to cash advances and the step to take next",
  tag: 'cash-advance',
  access: 'member',
  response: z.object({
    hasAccess: z.boolean(),
    accountStatus: z.enum(cashAdvanceAccountStatuses).nullable(),
    /** Where the member should go: the onboarding step due, or /instacash once set up. */
    nextPath: z.string(),
    blockers: z.array(
      z.object({ code: z.enum(accessBlockers), message: z.string(), actionPath: z.string().nullable() }),
    ),
  }),
});

export const getCashAdvanceTimeZone = defineCall({
  method: 'GET',
  path: '/cash-advance/info/time-zone',
  summary: 'The time zone cash-advance dates are counted in, and today there',
  tag: 'cash-advance',
  access: 'member',
  response: z.object({
    timeZone: z.string(),
    abbreviation: z.string(),
    today: z.string(),
    /** Standard deliveries requested on a business day before this hour go out that day. */
    standardCutoffHour: z.number().int(),
  }),
});

export const getDisbursementAmounts = defineCall({
  method: 'GET',
  path: '/cash-advance/disbursement/amounts',
  summary: 'The amounts the member may ask for now',
  tag: 'cash-advance',
  access: 'member',
  response: z.object({
    minimum: cents,
    maximum: cents,
    step: cents,
    suggested: z.array(cents),
    available: cents,
  }),
});

export const disbursementMethodOptionSchema = z.object({
  method: disbursementMethodSchema,
  /** Integer cents, after the member's repricing. */
  fee: cents,
  /** 0 means within minutes (spec section 9). */
  deliveryHours: z.number().int(),
  deliveryWording: z.string(),
  arrivesOn: z.string(),
  /** Where it goes: Fernleaf checking, a saved card or a linked bank account. */
  destinations: z.array(z.object({ id: z.string(), label: z.string(), lastFourDigit: z.string() })),
  available: z.boolean(),
  /** What it needs before it can be used: a checking account, a debit card, a photo-ID check, a linked bank. */
  requirement: z.enum(['CHECKING_ACCOUNT', 'DEBIT_CARD', 'IDENTITY_CHECK', 'LINKED_BANK']).nullable(),
  /** Why it cannot be used now, and the page that fixes it (none for the identity check: its button starts it). */
  unavailableReason: z.string().nullable(),
  actionPath: z.string().nullable(),
});
export type DisbursementMethodOption = z.infer<typeof disbursementMethodOptionSchema>;

export const getDisbursementMethods = defineCall({
  method: 'GET',
  path: '/cash-advance/disbursement/v3/disbursement-method',
  summary: 'How an advance of this amount can be delivered, when it arrives and what each way costs',
  tag: 'cash-advance',
  access: 'member',
  query: z.object({
    applicationAmount: z.coerce
      .number({ error: 'Enter the amount in cents' })
      .int('Enter the amount in whole cents')
      .min(1, 'Enter the amount in cents'),
    applicationSource: z.string().trim().max(40).default('instacash'),
    applicationId: z.uuid({ error: 'Send the application id' }).optional(),
  }),
  response: z.object({
    methods: z.array(disbursementMethodOptionSchema),
    standardIsFree: z.literal(true),
    /** The repayment date an advance taken today would have (the member's next payday), and its term. */
    repaymentDate: z.string(),
    termDays: z.number().int(),
  }),
});

export const getTipOptions = defineCall({
  method: 'GET',
  path: '/cash-advance/v2/tips',
  summary: 'The voluntary tips offered for an advance of this amount ($0 is the default)',
  tag: 'cash-advance',
  access: 'member',
  query: z.object({
    cashAdvanceAmount: z.coerce
      .number({ error: 'Enter the amount in cents' })
      .int('Enter the amount in whole cents')
      .min(1, 'Enter the amount in cents'),
    tipSource: z.literal(tipSource, { error: `tipSource must be ${tipSource}` }).default(tipSource),
  }),
  response: z.object({
    tipOptions: z.array(cents),
    /** Always 0: a tip is never preselected. */
    defaultTip: z.literal(0),
    tipSource: z.literal(tipSource),
  }),
});

/** Everything an advance costs and when it is repaid, as the member signs it (Reg Z APR included). */
export const advanceTermsSchema = z.object({
  amount: cents,
  method: disbursementMethodSchema,
  destinationId: z.string(),
  destinationLabel: z.string(),
  fee: cents,
  tip: cents,
  /** amount + fee + tip. */
  totalToRepay: cents,
  /** The repayment date: the member's next payday. */
  repaymentDate: z.string(),
  /** Days from today to the repayment date. */
  termDays: z.number().int(),
  /** What fee and tip amount to as an annual percentage rate over the term, percent to two decimals. */
  apr: z.number(),
  deliveryWording: z.string(),
  arrivesOn: z.string(),
  /** The day these terms were quoted; they are good until the end of it (Eastern time). */
  quotedOn: z.string(),
});
export type AdvanceTerms = z.infer<typeof advanceTermsSchema>;

export const advanceTermsDocumentSchema = esignDocumentSchema.extend({
  applicationId: z.string(),
  terms: advanceTermsSchema,
  /** True once an advance was taken with it: terms are signed for one advance only. */
  used: z.boolean(),
});
export type AdvanceTermsDocument = z.infer<typeof advanceTermsDocumentSchema>;

/** The application advances are taken under: made once and reused unless a refresh is forced. */
export const createApplicationAndEsign = defineCall({
  method: 'POST',
  path: '/cash-advance/createAppEsign',
  summary: "The member's cash-advance application and its signed agreements (made once, reused)",
  tag: 'cash-advance',
  access: 'member',
  idempotent: true,
  body: z.object({ forceRefresh: z.boolean().default(false) }).prefault({}),
  response: z.object({
    applicationId: z.string(),
    /** The onboarding agreements the application rests on. */
    esignDocuments: z.array(esignDocumentSchema),
  }),
});

export const listUserEsigns = defineCall({
  method: 'GET',
  path: '/cash-advance/user-esigns',
  summary: "The terms documents of the member's current application, newest first",
  tag: 'cash-advance',
  access: 'member',
  response: z.object({ applicationId: z.string().nullable(), esignDocuments: z.array(advanceTermsDocumentSchema) }),
});

export const advanceRequestSchema = z.object({
  applicationId: z.uuid({ error: 'Send the application id' }),
  amount: z.number({ error: 'Enter the amount in cents' }).int('Enter the amount in whole cents'),
  disbursementMethod: disbursementMethodSchema,
  /** Integer cents; one of the offered tips, 0 by default. */
  tip: z
    .number({ error: 'Choose a tip, or $0' })
    .int('Choose a tip, or $0')
    .min(0, 'A tip cannot be negative')
    .default(0),
  /** The card or linked account it goes to; checking needs none. */
  destinationId: z.string().trim().max(64).optional(),
});
export type AdvanceRequest = z.input<typeof advanceRequestSchema>;

/**
 * Quotes the terms of one advance as a document to sign: the server works out the fee, the repayment
 * date and the APR, so what the member reads and signs is exactly what is charged.
 */
export const createUserEsign = defineCall({
  method: 'POST',
  path: '/cash-advance/user-esigns',
  summary: 'Quotes the terms of an advance as a document to sign',
  tag: 'cash-advance',
  access: 'member',
  idempotent: true,
  successStatus: 201,
  body: advanceRequestSchema,
  response: z.object({ esignDocument: advanceTermsDocumentSchema }),
});

export const signUserEsigns = defineCall({
  method: 'PUT',
  path: '/cash-advance/user-esigns',
  summary: 'Signs the terms documents the member accepted',
  tag: 'cash-advance',
  access: 'member',
  idempotent: true,
  body: z.object({
    esignDocuments: z.array(documentSignatureSchema).min(1, 'Choose the documents to sign').max(5),
  }),
  response: z.object({ esignDocuments: z.array(advanceTermsDocumentSchema) }),
});

export const advanceStatuses = ['IN_TRANSIT', 'DELIVERED'] as const;

export const cashAdvanceSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  amount: cents,
  fee: cents,
  tip: cents,
  totalToRepay: cents,
  /** What is still owed. */
  outstanding: cents,
  method: disbursementMethodSchema,
  destinationLabel: z.string(),
  status: z.enum(advanceStatuses),
  paymentStatus: z.enum(advancePaymentStatuses),
  apr: z.number(),
  /** The repayment date it was taken with. */
  repaymentDate: z.string(),
  arrivesOn: z.string(),
  deliveryWording: z.string(),
  createdOn: z.string(),
  esignDocumentId: z.string(),
});
export type CashAdvance = z.infer<typeof cashAdvanceSchema>;

/**
 * Takes an advance on signed terms: money moves through the ledger at once to checking or the card,
 * or by ACH to the linked bank, with the fee and tip as their own postings. Refused with the field
 * named when the terms are not signed, were used already, are from another day, or ask for more than
 * is available now; the same Idempotency-Key answers the first advance and moves nothing again.
 */
export const applyForCashAdvance = defineCall({
  method: 'POST',
  path: '/cash-advance/v5/apply',
  summary: 'Takes a cash advance on signed terms',
  tag: 'cash-advance',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 120,
  successStatus: 201,
  body: advanceRequestSchema.extend({
    esignDocumentId: z.string({ error: 'Sign the terms of this advance first' }).trim().min(1).max(64),
  }),
  response: z.object({ advance: cashAdvanceSchema }),
});

export const recentFilterTypes = ['ALL', 'ADVANCES', 'REPAYMENTS'] as const;

export const recentActivitySchema = z.object({
  id: z.string(),
  type: z.enum(['ADVANCE', 'REPAYMENT', 'SCHEDULED_REPAYMENT']),
  /** Positive for an advance, negative for money repaid or to be repaid. */
  amount: cents,
  description: z.string(),
  status: z.enum(['PENDING', 'COMPLETED', 'SCHEDULED', 'FAILED']),
  date: z.string(),
  advanceId: z.string(),
  /** With includeApplication: the application and signed terms the advance was taken on. */
  application: z.object({ applicationId: z.string(), esignDocumentId: z.string() }).nullable(),
});

export const getRecentCashAdvances = defineCall({
  method: 'GET',
  path: '/cash-advance/recent',
  summary: "The member's advances and repayments, newest first, a page at a time",
  tag: 'cash-advance',
  access: 'member',
  query: z.object({
    pageNumber: z.coerce.number({ error: 'Page must be a whole number' }).int().min(0).default(0),
    pageSize: z.coerce.number({ error: 'Page size must be a whole number' }).int().min(1).max(50).default(5),
    includeApplication: booleanQuerySchema,
    /** Lists repayments scheduled but not yet collected too. */
    includePendingPayment: booleanQuerySchema,
    filterType: z.enum(recentFilterTypes, { error: 'filterType must be ALL, ADVANCES or REPAYMENTS' }).default('ALL'),
    /** Only what completed: no pending, scheduled or failed items. */
    filterSuccess: booleanQuerySchema,
  }),
  response: z.object({
    items: z.array(recentActivitySchema),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});

export const scheduledRepaymentSchema = z.object({
  id: z.string(),
  dueOn: z.string(),
  amount: cents,
  status: z.enum(['SCHEDULED', 'COLLECTED', 'PARTIAL', 'MISSED', 'REPLACED']),
  /** What was collected on the day, when it ran. */
  collected: cents,
});

export const outstandingAdvanceSchema = cashAdvanceSchema.extend({
  scheduledRepayments: z.array(scheduledRepaymentSchema),
  /** How many more times the member may move or split its repayment. */
  scheduleChangesLeft: z.number().int(),
  /** The latest date its repayment may be moved to. */
  latestRepaymentDate: z.string(),
});
export type OutstandingAdvance = z.infer<typeof outstandingAdvanceSchema>;

export const getOutstandingCashAdvances = defineCall({
  method: 'GET',
  path: '/cash-advance/outstanding',
  summary: 'Advances not yet repaid, with their scheduled repayments',
  tag: 'cash-advance',
  access: 'member',
  response: z.object({ advances: z.array(outstandingAdvanceSchema), totalOutstanding: cents }),
});

export const repricingExperimentNames = repricingExperiments.map((experiment) => experiment.experimentName);

export const getFeeRepricing = defineCall({
  method: 'GET',
  path: '/cash-advance/feeRepricing',
  summary: "The member's instant-delivery fees, with any repricing experiment applied",
  tag: 'cash-advance',
  access: 'member',
  response: z.object({
    experimentName: z.string().nullable(),
    treatmentName: z.string().nullable(),
    instantFeeDiscountPercent: z.number().int(),
    freeInstantUpTo: cents,
    schedule: z.object({
      INSTANT_CHECKING: z.array(z.object({ upTo: cents, fee: cents })),
      INSTANT_CARD: z.array(z.object({ upTo: cents, fee: cents })),
    }),
  }),
});

/** Spec section 3: the named experiments besides the four repricing ones. */
export const namedExperiments = [
  'ADDON_SUCCESS',
  'INSTACASH_TRIAL_TIER',
  'LOW_LASIC_FEB2025',
  'FLAT_10_FIXED_FEB2025',
  'ADDON_BB_REJECT',
] as const;

export const userSegments = ['NEW', 'TRIAL', 'RETURNING'] as const;

export const userTreatmentSchema = z.object({
  experimentName: z.string(),
  isActive: z.boolean(),
  userSegment: z.enum(userSegments),
  treatmentName: z.enum(['CONTROL', 'TREATMENT']),
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type UserTreatment = z.infer<typeof userTreatmentSchema>;

export const getUserTreatments = defineCall({
  method: 'POST',
  path: '/cash-advance/v1/user-treatments',
  summary: "The member's experiment groups, assigned the same way every time for a member and segment",
  tag: 'cash-advance',
  access: 'member',
  body: z
    .object({
      experimentNames: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
    })
    .prefault({}),
  response: z.object({ treatments: z.array(userTreatmentSchema) }),
});

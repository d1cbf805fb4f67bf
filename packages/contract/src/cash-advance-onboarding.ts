// Joining the cash advance (route segment instacash): eligibility from the linked bank's history, the
// cash-advance account, the agreements to e-sign and the subscription that turns advances on
// (spec sections 3, 4 and 7). docs/decisions/023-cash-advance.md has the rules behind them.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

const cents = z.number().int();

/** The tier label of a full qualification (spec section 3: the default label is ICwB). */
export const defaultQualificationTier = 'ICwB';
/** The tier of a member whose history is too short for a full limit: a small limit to start. */
export const trialQualificationTier = 'INSTACASH_TRIAL_TIER';
export const qualificationTiers = [defaultQualificationTier, trialQualificationTier] as const;
export type QualificationTier = (typeof qualificationTiers)[number];

export const eligibilityOutcomes = ['QUALIFIED', 'TRIAL_QUALIFIED', 'DENIED'] as const;
export type EligibilityOutcome = (typeof eligibilityOutcomes)[number];

/** Why a history does not qualify, each shown to the member with what they can do about it. */
export const denialReasonCodes = [
  'THIN_HISTORY',
  'NO_RECURRING_INCOME',
  'INCOME_STOPPED',
  'FREQUENT_OVERDRAFTS',
  'LIMIT_BELOW_MINIMUM',
] as const;
export type DenialReasonCode = (typeof denialReasonCodes)[number];

export const denialReasonSchema = z.object({
  code: z.enum(denialReasonCodes),
  /** What we found, in a sentence with the member's own figures. */
  title: z.string(),
  /** What would change the answer. */
  remedy: z.string(),
});
export type DenialReason = z.infer<typeof denialReasonSchema>;

/** One line of "why your limit is what it is": what was found and what it adds or takes off. */
export const eligibilityLineSchema = z.object({
  /** ROUNDING: what the step and the bounds take off the sum, so the lines always add up to the limit. */
  kind: z.enum(['BASE', 'BONUS', 'REDUCTION', 'CAP', 'TRIAL_CAP', 'ROUNDING']),
  label: z.string(),
  detail: z.string(),
  /** Integer cents this line adds (positive) or takes off (negative); 0 for a line that only explains. */
  amount: cents,
});
export type EligibilityLine = z.infer<typeof eligibilityLineSchema>;

/** Something the member can do that would raise the limit, with by how much. */
export const limitRaiseSchema = z.object({
  label: z.string(),
  detail: z.string(),
  amount: cents,
});

export const eligibilityBreakdownSchema = z.object({
  lines: z.array(eligibilityLineSchema),
  /** The sum of the lines (an offer's ROUNDING line floors it to the step); 0 for a denial. */
  limit: cents,
  raises: z.array(limitRaiseSchema),
});
export type EligibilityBreakdown = z.infer<typeof eligibilityBreakdownSchema>;

/** What the history showed, in the member's figures. */
export const underwritingFindingsSchema = z.object({
  historyDays: z.number().int(),
  /** The recurring income found, or null. */
  income: z
    .object({
      payer: z.string(),
      frequency: z.enum(['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY']),
      typicalAmount: cents,
      paychecksSeen: z.number().int(),
      lastPaidOn: z.string(),
      nextPayday: z.string(),
    })
    .nullable(),
  averageDailyBalance: cents,
  overdraftsLast90Days: z.number().int(),
  currentBalance: cents,
  hasFernleafDirectDeposit: z.boolean(),
});
export type UnderwritingFindings = z.infer<typeof underwritingFindingsSchema>;

export const bankAccountInfoSchema = z.object({
  linkedAccountId: z.string(),
  bankId: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Last four digits. */
  mask: z.string(),
});
export type BankAccountInfo = z.infer<typeof bankAccountInfoSchema>;

export const qualificationSchema = z.object({
  underwritingTransactionId: z.string(),
  status: z.enum(eligibilityOutcomes),
  /** Null when denied. */
  tier: z.enum(qualificationTiers).nullable(),
  /** The limit and what of it may be taken now (the limit less advances not yet repaid). */
  eligibleAmount: z.object({ total: cents, available: cents }),
  eligibilityBreakdown: eligibilityBreakdownSchema,
  denialReasons: z.array(denialReasonSchema),
  findings: underwritingFindingsSchema,
  bankAccountInfo: bankAccountInfoSchema,
  evaluatedOn: z.string(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

/** Spec section 6: intent flows come from a partner or a product page; organic ones from the dashboard. */
export const eligibilityFlows = ['ORGANIC', 'INTENT'] as const;

/**
 * Developer test switch (spec section 3): outside production a tester may ask for an outcome without
 * a bank history that gives it. The server refuses these values in production.
 */
export const eligibilityTestValuesSchema = z.object({
  forceOutcome: z.enum(eligibilityOutcomes, { error: 'forceOutcome must be QUALIFIED, TRIAL_QUALIFIED or DENIED' }),
});

const eligibleBvBody = z.object({
  flow: z.enum(eligibilityFlows, { error: 'flow must be ORGANIC or INTENT' }).default('ORGANIC'),
  /** Only with the developer test switch on, and never in production. */
  testValues: eligibilityTestValuesSchema.optional(),
  /** Underwrite this linked account rather than the best of the member's banks. */
  linkedAccountId: z.uuid({ error: 'Choose one of your linked bank accounts' }).optional(),
});

export const eligibleBvResponseSchema = z.object({
  status: z.enum(eligibilityOutcomes),
  underwritingTransactionId: z.string(),
  bankAccountInfo: bankAccountInfoSchema,
  qualification: qualificationSchema,
});

/**
 * Underwrites the member from the history of their linked banks: every COMPLETE bank's checking
 * account is read and the best result kept (the best-bank eligibility of spec section 3).
 * 409 BANK_NOT_LINKED without a linked bank.
 */
export const checkEligibilityV6 = defineCall({
  method: 'POST',
  path: '/onboarding/instacash/v6/eligibleBv',
  summary: "Underwrites a cash advance from the member's linked bank history",
  tag: 'cash-advance-onboarding',
  access: 'member',
  rateLimitPerMinute: 30,
  body: eligibleBvBody.prefault({}),
  response: eligibleBvResponseSchema,
});

/** The same check for the intent flow (a member sent by a partner or a product page). */
export const checkEligibilityIntentV2 = defineCall({
  method: 'POST',
  path: '/onboarding/instacash/intent/v2/eligibleBv',
  summary: 'Underwrites a cash advance for the intent flow',
  tag: 'cash-advance-onboarding',
  access: 'member',
  rateLimitPerMinute: 30,
  body: eligibleBvBody.prefault({ flow: 'INTENT' }),
  response: eligibleBvResponseSchema,
});

/** The member's latest underwriting; null before the first (an expected absence, not an error). */
export const getOnboardingQualification = defineCall({
  method: 'GET',
  path: '/cash-advance/onboarding/qualification',
  summary: "The member's latest cash-advance qualification",
  tag: 'cash-advance-onboarding',
  access: 'member',
  response: qualificationSchema.nullable(),
});

const underwritingIdMessage = 'INVALID UNDERWRITING ID';
/** Spec section 5: subscribing needs an underwriting id. */
export const underwritingIdSchema = z.uuid({ error: underwritingIdMessage });

export const cashAdvanceAccountStatuses = ['PENDING', 'ACTIVE', 'CANCELLED'] as const;
export type CashAdvanceAccountStatus = (typeof cashAdvanceAccountStatuses)[number];

/** The member's cash-advance account: made once, PENDING until the subscription turns it on. */
export const createMlLiteAccount = defineCall({
  method: 'POST',
  path: '/onboarding/account/create/ml-lite',
  summary: "Creates the member's cash-advance account (once; later calls answer the same account)",
  tag: 'cash-advance-onboarding',
  access: 'member',
  idempotent: true,
  body: z.object({ underwritingTransactionId: underwritingIdSchema.optional() }).prefault({}),
  response: z.object({
    accountId: z.string(),
    status: z.enum(cashAdvanceAccountStatuses),
    /** False when the account already existed. */
    created: z.boolean(),
  }),
});

/** Spec section 4: success is ADDON_SUCCESS or ACTIVE_SUSPENDED_ADDON_FOUND (legacy), or code 200. */
export const subscriptionStatuses = ['ADDON_SUCCESS', 'ACTIVE_SUSPENDED_ADDON_FOUND'] as const;
export function isSubscriptionSuccess(answer: { status?: string; code?: number }): boolean {
  return (subscriptionStatuses as readonly string[]).includes(answer.status ?? '') || answer.code === 200;
}

/**
 * Turns advances on with a qualifying underwriting whose mandatory agreements are signed: 422
 * naming `underwritingTransactionId` ('INVALID UNDERWRITING ID') for a missing, unknown or denied
 * one; 409 ESIGN_REQUIRED before the mandatory agreements are signed. Subscribing again while active
 * answers ACTIVE_SUSPENDED_ADDON_FOUND. Free: the product charges no subscription fee for advances.
 */
export const subscribeToCashAdvance = defineCall({
  method: 'POST',
  path: '/onboarding/instacash/v3/subscription',
  summary: 'Turns cash advances on for the member',
  tag: 'cash-advance-onboarding',
  access: 'member',
  idempotent: true,
  // An absent body is read as an empty one, so a missing id is reported at its field.
  body: z
    .object({ underwritingTransactionId: underwritingIdSchema })
    .prefault({} as { underwritingTransactionId: string }),
  response: z.object({
    status: z.enum(subscriptionStatuses),
    code: z.literal(200),
    accountStatus: z.enum(cashAdvanceAccountStatuses),
  }),
});

/**
 * Beyond the peers: one click turns advances off, whatever is owed. Repayments already scheduled
 * stay scheduled; nothing else changes. Subscribing again turns them back on.
 */
export const cancelCashAdvanceSubscription = defineCall({
  method: 'POST',
  path: '/cash-advance/subscription/cancel',
  summary: 'Turns cash advances off in one step; what is owed stays scheduled',
  tag: 'cash-advance',
  access: 'member',
  idempotent: true,
  response: z.object({
    accountStatus: z.enum(cashAdvanceAccountStatuses),
    cancelledOn: z.string(),
    /** What is still owed and stays scheduled, in cents. */
    stillOwed: cents,
  }),
});

export const signatureStatuses = ['PENDING', 'SIGNED'] as const;

/** The documents of spec section 3: each with documentId and isEsigned (the older interface: esigned). */
export const esignDocumentSchema = z.object({
  documentId: z.string(),
  /** What the document is: an onboarding agreement or the terms of one advance. */
  docType: z.enum([
    'CASH_ADVANCE_AGREEMENT',
    'REPAYMENT_AUTHORIZATION',
    'ESIGN_CONSENT',
    'REPAYMENT_REMINDERS_CONSENT',
    'ADVANCE_TERMS',
  ]),
  name: z.string(),
  isEsigned: z.boolean(),
  /** The older interface's name for isEsigned. */
  esigned: z.boolean(),
  signatureStatus: z.enum(signatureStatuses),
  signedOn: z.string().nullable(),
});
export type EsignDocument = z.infer<typeof esignDocumentSchema>;

export const onboardingEsignsSchema = z.object({
  underwritingTransactionId: z.string(),
  leadGenTransactionId: z.string().nullable(),
  icTrialTier: z.boolean(),
  mandatoryEsignDocuments: z.array(esignDocumentSchema),
  optionalEsignDocuments: z.array(esignDocumentSchema),
});
export type OnboardingEsigns = z.infer<typeof onboardingEsignsSchema>;

/** A document's signature as the client sends it: isEsigned, or esigned from the older interface. */
export const documentSignatureSchema = z
  .object({
    documentId: z.string().trim().min(1, 'Choose a document').max(64),
    isEsigned: z.boolean().optional(),
    esigned: z.boolean().optional(),
  })
  .transform(({ documentId, isEsigned, esigned }) => ({ documentId, isEsigned: isEsigned ?? esigned ?? false }));

/**
 * The onboarding agreements for an underwriting: made once and answered again unless `forceRefresh`
 * (spec section 4), so a reload shows the same documents and their signatures.
 */
export const createOnboardingEsigns = defineCall({
  method: 'POST',
  path: '/cash-advance/onboarding/esigns',
  summary: 'The cash-advance agreements to sign for an underwriting (made once, reused)',
  tag: 'cash-advance-onboarding',
  access: 'member',
  idempotent: true,
  body: z.object({
    underwritingTransactionId: underwritingIdSchema,
    leadGenTransactionId: z.string().trim().max(128).optional(),
    forceRefresh: z.boolean().default(false),
  }),
  response: onboardingEsignsSchema,
});

/** Signs the documents marked isEsigned; every mandatory one must be (422 naming it otherwise). */
export const signOnboardingEsigns = defineCall({
  method: 'PUT',
  path: '/cash-advance/onboarding/esigns',
  summary: 'Signs the cash-advance agreements the member accepted',
  tag: 'cash-advance-onboarding',
  access: 'member',
  idempotent: true,
  body: z.object({
    underwritingTransactionId: underwritingIdSchema,
    leadGenTransactionId: z.string().trim().max(128).nullish(),
    mandatoryEsignDocuments: z.array(documentSignatureSchema).max(10),
    optionalEsignDocuments: z.array(documentSignatureSchema).max(10).default([]),
    icTrialTier: z.boolean().optional(),
  }),
  response: onboardingEsignsSchema,
});

/** Spec section 7's legacy interface to the same agreements, by product name. */
export const legacyEsignProductNames = ['INSTACASH'] as const;

const legacyEsignDocuments = z.object({ documents: z.array(esignDocumentSchema.extend({ mandatory: z.boolean() })) });

export const getLegacyOnboardingEsign = defineCall({
  method: 'POST',
  path: '/onboarding/v2/esign',
  summary: "A product's onboarding agreements (legacy interface)",
  tag: 'cash-advance-onboarding',
  access: 'member',
  idempotent: true,
  body: z.object({ productName: z.enum(legacyEsignProductNames, { error: 'productName must be INSTACASH' }) }),
  response: legacyEsignDocuments,
});

export const signLegacyOnboardingEsign = defineCall({
  method: 'POST',
  path: '/onboarding/esign/sign',
  summary: "Signs a product's onboarding agreements (legacy interface)",
  tag: 'cash-advance-onboarding',
  access: 'member',
  idempotent: true,
  body: z.object({
    productName: z.enum(legacyEsignProductNames, { error: 'productName must be INSTACASH' }),
    documentIds: z.array(z.string().trim().min(1).max(64)).min(1, 'Choose the agreements to sign').max(10),
  }),
  response: legacyEsignDocuments,
});

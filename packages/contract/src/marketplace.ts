// The marketplace of third-party offers (spec sections 1-3, 5, 8, 9): the answers an application
// carries, the offers matched to them with their cost and our compensation, the hand-off to a
// partner, and the products-and-offers page's widgets. Spec section 7 shows no marketplace calls;
// their paths sit under /marketplace.
import { z } from 'zod';
import { addressFormSchema, usStateCodes } from './address.ts';
import { defineCall } from './define-call.ts';
import { dateOfBirthSchema, personNameSchema, phoneNumberSchema } from './fields.ts';
import { ssnSchema } from './identity-verification.ts';
import { annualIncomeCentsSchema, employmentSchema, employmentStatuses } from './income-profile.ts';
import { formStepIds, loanPurposes, marketplaceOrigins, marketplaceSteps } from './marketplace-flows.ts';
import { marketplaceVerticals } from './marketplace-verticals.ts';
import { payFrequencies } from './pay-schedule.ts';
import { formatQuantity } from './quantity.ts';

// ---------------------------------------------------------------------------------------------
// Answers

/** Self-reported score bands, as lenders bucket them (FICO 300-850). */
export const creditScoreBands = ['EXCELLENT', 'GOOD', 'FAIR', 'POOR'] as const;
export type CreditScoreBand = (typeof creditScoreBands)[number];
export const creditScoreBandLabels: Record<CreditScoreBand, string> = {
  EXCELLENT: 'Excellent (720-850)',
  GOOD: 'Good (680-719)',
  FAIR: 'Fair (640-679)',
  POOR: 'Poor (300-639)',
};
/** Higher is better; matching compares bands through this order. */
export const creditScoreRank: Record<CreditScoreBand, number> = { POOR: 0, FAIR: 1, GOOD: 2, EXCELLENT: 3 };

export const loanPurposeLabels: Record<(typeof loanPurposes)[number], string> = {
  DEBT_CONSOLIDATION: 'Consolidate debt',
  CREDIT_CARD_REFINANCE: 'Pay off credit cards',
  HOME_IMPROVEMENT: 'Home improvement',
  MAJOR_PURCHASE: 'Major purchase',
  CAR: 'Car repair or purchase',
  MEDICAL: 'Medical expenses',
  MOVING: 'Moving',
  WEDDING: 'Wedding',
  VACATION: 'Vacation',
  BUSINESS: 'Business',
  OTHER: 'Something else',
};

export const cardPurposes = [
  'BUILD_CREDIT',
  'CASH_BACK',
  'TRAVEL_REWARDS',
  'BALANCE_TRANSFER',
  'LOW_INTEREST',
] as const;
export type CardPurpose = (typeof cardPurposes)[number];
export const cardPurposeLabels: Record<CardPurpose, string> = {
  BUILD_CREDIT: 'Build or rebuild my credit',
  CASH_BACK: 'Earn cash back',
  TRAVEL_REWARDS: 'Earn travel rewards',
  BALANCE_TRANSFER: 'Move a balance from another card',
  LOW_INTEREST: 'Pay less interest',
};

export const educationLevels = ['HIGH_SCHOOL', 'ASSOCIATE', 'BACHELOR', 'MASTER', 'DOCTORATE', 'OTHER'] as const;
export const educationLabels: Record<(typeof educationLevels)[number], string> = {
  HIGH_SCHOOL: 'High school diploma or GED',
  ASSOCIATE: "Associate's degree",
  BACHELOR: "Bachelor's degree",
  MASTER: "Master's degree",
  DOCTORATE: 'Doctorate',
  OTHER: 'Other',
};

export const paycheckTypes = ['DIRECT_DEPOSIT', 'PAPER_CHECK', 'CASH', 'OTHER'] as const;
export const paycheckTypeLabels: Record<(typeof paycheckTypes)[number], string> = {
  DIRECT_DEPOSIT: 'Direct deposit',
  PAPER_CHECK: 'Paper check',
  CASH: 'Cash',
  OTHER: 'Other',
};

/** A loan of $1,000 to $50,000 in whole dollars, as the sandbox lenders lend. */
export const loanAmountLimits = { minCents: 100_000, maxCents: 5_000_000 } as const;
export const loanAmountCentsSchema = z
  .number({ error: 'Enter the amount you want to borrow' })
  .int('Enter the amount in whole dollars')
  .multipleOf(100, 'Enter the amount in whole dollars')
  .min(loanAmountLimits.minCents, 'Enter an amount between $1,000 and $50,000')
  .max(loanAmountLimits.maxCents, 'Enter an amount between $1,000 and $50,000');

/** Unsecured debt, $0 to $1,000,000 in whole dollars. */
export const debtAmountLimits = { minCents: 0, maxCents: 100_000_000 } as const;
export const debtAmountCentsSchema = z
  .number({ error: 'Enter how much unsecured debt you have' })
  .int('Enter the amount in whole dollars')
  .multipleOf(100, 'Enter the amount in whole dollars')
  .min(debtAmountLimits.minCents, 'Your debt cannot be negative')
  .max(debtAmountLimits.maxCents, 'Enter an amount up to $1,000,000');

export const primaryBankSchema = z
  .object({
    include: z.boolean({ error: 'Choose whether to include your primary bank' }),
    bankName: z.string({ error: 'Enter your main bank as text' }).trim().max(80, 'Use at most 80 characters').nullish(),
  })
  .transform((input, ctx) => {
    if (!input.include) return { include: false as const, bankName: null };
    if (!input.bankName) {
      ctx.addIssue({ code: 'custom', path: ['bankName'], message: 'Enter the name of your main bank' });
      return z.NEVER;
    }
    return { include: true as const, bankName: input.bankName };
  });

const personalDetailsFields = {
  firstName: personNameSchema('first name'),
  lastName: personNameSchema('last name'),
  /** MM-DD-YYYY (or with slashes); answered as ISO YYYY-MM-DD. */
  dateOfBirth: dateOfBirthSchema,
  phoneNumber: phoneNumberSchema,
};

export const personalLoanAnswersSchema = z.object({
  loanAmountCents: loanAmountCentsSchema,
  loanPurpose: z.enum(loanPurposes, { error: 'Choose why you want to borrow' }),
  /** Asked only when the purpose pays off debt; null otherwise. */
  debtAmountCents: debtAmountCentsSchema.nullish().transform((value) => value ?? null),
  creditScoreBand: z.enum(creditScoreBands, { error: 'Choose your approximate credit score' }),
  ...personalDetailsFields,
  address: addressFormSchema,
  employment: employmentSchema,
  annualIncomeCents: annualIncomeCentsSchema,
  paycheckFrequency: z.enum(payFrequencies, { error: 'Choose how often you get paid' }),
  paycheckType: z.enum(paycheckTypes, { error: 'Choose how you get paid' }),
  education: z.enum(educationLevels, { error: 'Choose your highest level of education' }),
  primaryBank: primaryBankSchema,
  ssn: ssnSchema,
});

export const creditCardAnswersSchema = z.object({
  cardPurpose: z.enum(cardPurposes, { error: 'Choose what you want from a credit card' }),
  creditScoreBand: z.enum(creditScoreBands, { error: 'Choose your approximate credit score' }),
  ...personalDetailsFields,
  address: addressFormSchema,
  employment: employmentSchema,
  annualIncomeCents: annualIncomeCentsSchema,
  ssn: ssnSchema,
});

export const debtReliefAnswersSchema = z.object({
  debtAmountCents: debtAmountCentsSchema,
  annualIncomeCents: annualIncomeCentsSchema,
  address: addressFormSchema,
});

const originSchema = z.enum(marketplaceOrigins).default('marketplace');

/**
 * An application as sent from the confirmation step (or, for debt relief, from the address step).
 * `origin` is kept with it, and it reports its flow's form step identifiers.
 */
export const submitApplicationBodySchema = z.discriminatedUnion(
  'vertical',
  [
    z.object({ vertical: z.literal('personal-loan'), origin: originSchema, answers: personalLoanAnswersSchema }),
    z.object({ vertical: z.literal('credit-cards'), origin: originSchema, answers: creditCardAnswersSchema }),
    z.object({ vertical: z.literal('debt-relief'), origin: originSchema, answers: debtReliefAnswersSchema }),
  ],
  { error: 'Choose personal-loan, credit-cards or debt-relief' },
);
export type SubmitApplicationBody = z.input<typeof submitApplicationBodySchema>;
export type PersonalLoanAnswers = z.output<typeof personalLoanAnswersSchema>;
export type CreditCardAnswers = z.output<typeof creditCardAnswersSchema>;
export type DebtReliefAnswers = z.output<typeof debtReliefAnswersSchema>;

// ---------------------------------------------------------------------------------------------
// Offers

export const offerKinds = [
  'personal-loan',
  'credit-card',
  'debt-relief',
  'credit-builder',
  'earned-wage-access',
  'savings',
] as const;
export type OfferKind = (typeof offerKinds)[number];

const cents = z.number().int();
const bps = z.number().int().nonnegative();

/**
 * A loan's two rates are kept apart: the interest rate (note rate) is what the lender charges on the
 * balance; the APR also counts the origination fee over the amount financed (Regulation Z Appendix J),
 * so with a fee it is the higher one. Every rate a member reads as "APR" is an APR.
 */
export const loanTermsSchema = z.object({
  kind: z.literal('personal-loan'),
  /** The lender's published interest rates, best to highest. */
  interestRateMinBps: bps,
  interestRateMaxBps: bps,
  /** The interest rate this applicant is likely to be offered, from their score band within the range. */
  estimatedInterestRateBps: bps,
  /** The APRs of this amount and term at the lowest and highest interest rate, the fee counted. */
  aprMinBps: bps,
  aprMaxBps: bps,
  /** The APR of the estimated interest rate, the fee counted. */
  estimatedAprBps: bps,
  amountCents: cents,
  termMonths: z.number().int().positive(),
  originationFeeCents: cents,
  /** The amount less the origination fee: what the borrower receives. */
  amountFinancedCents: cents,
  /** Each payment but the last. */
  monthlyPaymentCents: cents,
  /** The last payment, which takes up what rounding the others to the cent left. */
  finalPaymentCents: cents,
  totalOfPaymentsCents: cents,
  totalInterestCents: cents,
  /** Interest plus the origination fee: the finance charge. */
  totalCostCents: cents,
});

/**
 * What a card's intro APR covers. A card may waive interest on balances transferred to it and not on
 * purchases (or the other way), so the intro rate is shown with what it applies to, never beside the
 * purchase APR as if it replaced it.
 */
export const introAprAppliesToValues = ['PURCHASES', 'BALANCE_TRANSFERS', 'PURCHASES_AND_BALANCE_TRANSFERS'] as const;
export type IntroAprAppliesTo = (typeof introAprAppliesToValues)[number];

export const creditCardTermsSchema = z.object({
  kind: z.literal('credit-card'),
  purchaseAprMinBps: bps,
  purchaseAprMaxBps: bps,
  /** Months of the 0% intro APR; 0 when there is no intro rate. */
  introAprMonths: z.number().int().nonnegative(),
  /** What the intro APR applies to; null when there is no intro rate. */
  introAprAppliesTo: z.enum(introAprAppliesToValues).nullable(),
  annualFeeCents: cents,
  /** Security deposit of a secured card; 0 for unsecured cards. */
  securityDepositCents: cents,
  rewards: z.string(),
});

export const debtReliefTermsSchema = z.object({
  kind: z.literal('debt-relief'),
  /** The fee, a share of the debt enrolled, charged only once a debt is settled (FTC rule). */
  feeMinBps: bps,
  feeMaxBps: bps,
  programMonthsMin: z.number().int().positive(),
  programMonthsMax: z.number().int().positive(),
  minDebtCents: cents,
  /** The applicant's debt times the highest fee: the most the program can cost them. */
  maxFeeCents: cents.nullable(),
});

/**
 * A credit builder's two rates are kept apart as a loan's are: the interest rate (note rate) is what
 * the loan accrues; the monthly fee is charged as a condition of the credit, so it is a finance charge
 * (Regulation Z 1026.4(a)) and the APR counts it: the actuarial APR of the amortized payment plus the
 * fee each month, over the loan amount (Appendix J). A builder with a fee has an APR above its rate.
 */
export const creditBuilderTermsSchema = z.object({
  kind: z.literal('credit-builder'),
  monthlyFeeCents: cents,
  loanAmountCents: cents,
  termMonths: z.number().int().positive(),
  /** The loan's interest rate (note rate), the fee not counted. */
  interestRateBps: bps,
  /** The APR, the monthly fee counted as a finance charge. */
  aprBps: bps,
  /** Every monthly fee plus the loan's interest: the finance charge in dollars. */
  totalCostCents: cents,
});

export const earnedWageAccessTermsSchema = z.object({
  kind: z.literal('earned-wage-access'),
  maxAdvanceCents: cents,
  /** Fee of an instant transfer; standard transfers are free. */
  instantFeeCents: cents,
  /** From the member's pay schedule and income; null when they gave neither. */
  estimatedLimitCents: cents.nullable(),
});

export const savingsTermsSchema = z.object({
  kind: z.literal('savings'),
  apyBps: bps,
  minDepositCents: cents,
  monthlyFeeCents: cents,
});

export const offerTermsSchema = z.discriminatedUnion('kind', [
  loanTermsSchema,
  creditCardTermsSchema,
  debtReliefTermsSchema,
  creditBuilderTermsSchema,
  earnedWageAccessTermsSchema,
  savingsTermsSchema,
]);
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/**
 * How likely approval is, from how far the answers clear the partner's published rules. Never a
 * promise: the partner decides after its own check.
 */
export const approvalOddsLevels = ['HIGH', 'MEDIUM', 'LOW'] as const;
export const approvalOddsSchema = z.object({
  level: z.enum(approvalOddsLevels),
  /** One sentence naming the answers that set the level. */
  explanation: z.string(),
});

export const compensationBases = ['PER_APPROVAL', 'PER_ACCOUNT_OPENED', 'PER_ENROLLMENT'] as const;
export const compensationSchema = z.object({
  amountCents: cents,
  basis: z.enum(compensationBases),
  /** The sentence shown on the offer, e.g. "Fernleaf is paid $150 by Northwind Lending if you are approved." */
  disclosure: z.string(),
});

export const offerSchema = z.object({
  /** The partner product's id; with the application id it names the offer. */
  id: z.string(),
  kind: z.enum(offerKinds),
  partnerName: z.string(),
  productName: z.string(),
  highlights: z.array(z.string()),
  terms: offerTermsSchema,
  /** Null for products with no approval (savings). */
  approvalOdds: approvalOddsSchema.nullable(),
  compensation: compensationSchema,
  /** Distinct members who chose this offer; under 1000 the tile says 'New Offer'. */
  chosenByCount: z.number().int().nonnegative(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Spec section 9: under this many members the tile shows 'New Offer', else 'Chosen by N'. */
export const chosenByThreshold = 1000;

export function chosenByLabel(count: number): string {
  return count < chosenByThreshold ? 'New Offer' : `Chosen by ${formatQuantity(count, 0)}`;
}

/**
 * MATCHES: offers in rank order. STANDOUT: the first offer stands out (it is the only one, or costs
 * at least 10% less than the next), and the page congratulates. NONE: nothing matched.
 */
export const resultKinds = ['MATCHES', 'STANDOUT', 'NONE'] as const;
export type ResultKind = (typeof resultKinds)[number];

export const applicationSchema = z.object({
  id: z.string(),
  vertical: z.enum(marketplaceVerticals),
  origin: z.enum(marketplaceOrigins),
  /** The spec's form step identifiers of the application's flow (`formStepIdsOf`), for partners and analytics. */
  formStepIds: z.array(z.enum(formStepIds)),
  createdAt: z.string(),
  result: z.object({
    kind: z.enum(resultKinds),
    /** How the offers are ordered, in one sentence the page shows above them. */
    rankingMethod: z.string(),
    offers: z.array(offerSchema),
  }),
  /** The offer the member went on with, if any. */
  selectedOfferId: z.string().nullable(),
});
export type MarketplaceApplication = z.infer<typeof applicationSchema>;

// ---------------------------------------------------------------------------------------------
// Calls

/**
 * An address on file, in the address form's fields. A plain object: the form's schema transforms its
 * input, and an answer must encode as it is.
 */
export const prefillAddressSchema = z.object({
  streetAddress: z.string(),
  apt: z.string().optional(),
  city: z.string(),
  state: z.enum(usStateCodes),
  zip: z.string(),
});

/** What the member's records already hold, for the steps to skip or start from. */
export const marketplacePrefillSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** MM-DD-YYYY, as the step takes it: the profile's, else the last application's; null when neither has it. */
  dateOfBirth: z.string().nullable(),
  /** Ten digits: the verified phone, else the one the last application gave (then its step is not skipped). */
  phoneNumber: z.string().nullable(),
  address: prefillAddressSchema.nullable(),
  employment: z
    .object({ employmentStatus: z.enum(employmentStatuses), employerName: z.string().nullable() })
    .nullable(),
  annualIncomeCents: z.number().int().nullable(),
  paycheckFrequency: z.enum(payFrequencies).nullable(),
  /** The institution of the member's first linked bank, for the primary-bank step. */
  primaryBankName: z.string().nullable(),
  /** Steps a member is not asked again (their answer is in the records and not expected to change). */
  knownSteps: z.array(z.enum(marketplaceSteps)),
});
export type MarketplacePrefill = z.infer<typeof marketplacePrefillSchema>;

export const getMarketplacePrefill = defineCall({
  method: 'GET',
  path: '/marketplace/prefill',
  summary: "What the member's profile already holds for the marketplace's steps",
  tag: 'marketplace',
  access: 'member',
  response: marketplacePrefillSchema,
});

/**
 * Stores the answers (the SSN encrypted), matches and ranks the partners' products, records which
 * offers were shown, and answers the application with its offers. 400 names each bad field under
 * `answers.`; a PO box answers 400 `INVALID_PO_BOX_V2` at `answers.address.streetAddress`.
 */
export const submitMarketplaceApplication = defineCall({
  method: 'POST',
  path: '/marketplace/applications',
  summary: 'Submits an application and answers the offers matched to it',
  tag: 'marketplace',
  access: 'member',
  idempotent: true,
  successStatus: 201,
  body: submitApplicationBodySchema,
  response: applicationSchema,
});

/** Another member's application answers 404. */
export const getMarketplaceApplication = defineCall({
  method: 'GET',
  path: '/marketplace/applications/:applicationId',
  summary: 'One of the member’s applications with the offers it was shown',
  tag: 'marketplace',
  access: 'member',
  params: z.object({ applicationId: z.uuid({ error: 'Unknown application' }) }),
  response: applicationSchema,
});

/** Newest first; `/marketplace/debt-offers` shows the latest debt-relief application's offers. */
export const listMarketplaceApplications = defineCall({
  method: 'GET',
  path: '/marketplace/applications',
  summary: "The member's applications, newest first",
  tag: 'marketplace',
  access: 'member',
  query: z.object({
    vertical: z.enum(marketplaceVerticals, { error: 'Choose personal-loan, credit-cards or debt-relief' }).optional(),
    limit: z.coerce.number().int().min(1).max(20).default(10),
  }),
  response: z.object({ applications: z.array(applicationSchema) }),
});

/**
 * The member goes on with one offer of their application: the choice is recorded (once per
 * application; choosing again answers the same hand-off) and the partner's page is answered. Only an
 * offer the application was shown can be chosen (404 otherwise).
 */
export const handOffMarketplaceOffer = defineCall({
  method: 'POST',
  path: '/marketplace/applications/:applicationId/offers/:offerId/hand-off',
  summary: 'Records the chosen offer and answers where the partner takes the application',
  tag: 'marketplace',
  access: 'member',
  idempotent: true,
  params: z.object({ applicationId: z.uuid({ error: 'Unknown application' }), offerId: z.string().min(1) }),
  response: z.object({
    handOffId: z.string(),
    partnerName: z.string(),
    /** The partner's page (in the sandbox, a page of this server under /sandbox/partners). */
    url: z.string(),
  }),
});

/** The widgets of `/products-offers` (spec section 3), each a list of tiles in rank order. */
/**
 * Whose figures the loan offers are. LAST_APPLICATION: the offers the member's newest loan application
 * matched, priced from its answers, as shown then. GENERAL: no loan application yet, so each lender's
 * $10,000 loan at the middle of its range, which the page says are not the member's rates.
 */
export const offersBasisSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LAST_APPLICATION'), applicationId: z.uuid(), appliedAt: z.iso.datetime() }),
  z.object({ kind: z.literal('GENERAL') }),
]);
export type OffersBasis = z.infer<typeof offersBasisSchema>;

export const productsOffersSchema = z.object({
  offersBasis: offersBasisSchema,
  offers: z.array(offerSchema),
  earnedWageAccess: z.array(offerSchema),
  creditBuilder: z.array(offerSchema),
  creditCards: z.array(offerSchema),
  savings: z.array(offerSchema),
});
export type ProductsOffers = z.infer<typeof productsOffersSchema>;

export const getProductsOffers = defineCall({
  method: 'GET',
  path: '/marketplace/products-offers',
  summary: 'The offers of the products-and-offers page, personalised where the member’s records allow',
  tag: 'marketplace',
  access: 'member',
  response: productsOffersSchema,
});

/**
 * A tile a visitor is shown: nothing was checked against them, so none carries approval odds (the
 * schema holds it to null, so the answer cannot claim any).
 */
export const generalOfferSchema = offerSchema.extend({ approvalOdds: z.null() });

/** The products-and-offers page's widgets for a visitor: the same widgets, general terms only. */
export const generalProductsOffersSchema = z.object({
  offersBasis: z.object({ kind: z.literal('GENERAL') }),
  offers: z.array(generalOfferSchema),
  earnedWageAccess: z.array(generalOfferSchema),
  creditBuilder: z.array(generalOfferSchema),
  creditCards: z.array(generalOfferSchema),
  savings: z.array(generalOfferSchema),
});
export type GeneralProductsOffers = z.infer<typeof generalProductsOffersSchema>;

/**
 * For anyone, signed in or not: every partner's product on general terms (loans at `loanAmountCents`,
 * $10,000 unless asked, at the middle of each lender's range), no odds, no earned-wage estimate, and
 * nothing read about the caller, whose token, if sent, is not looked at. Limited like the other calls
 * a visitor's page view makes (the analytics events).
 */
export const getGeneralProductsOffers = defineCall({
  method: 'GET',
  path: '/marketplace/products-offers/general',
  summary: 'The products-and-offers page’s offers for a visitor: general terms, not checked against anyone',
  tag: 'marketplace',
  access: 'public',
  rateLimitPerMinute: 120,
  query: z.object({
    loanAmountCents: z.coerce
      .number({ error: 'Enter the loan amount in cents' })
      .pipe(loanAmountCentsSchema)
      .optional(),
  }),
  response: generalProductsOffersSchema,
});

/**
 * Going on with a tile of the products-and-offers page (no application behind it): recorded as a
 * choice like an application's hand-off. Unknown products answer 404.
 */
export const handOffProductOffer = defineCall({
  method: 'POST',
  path: '/marketplace/products/:offerId/hand-off',
  summary: 'Records the chosen product and answers the partner page',
  tag: 'marketplace',
  access: 'member',
  idempotent: true,
  params: z.object({ offerId: z.string().min(1) }),
  response: handOffMarketplaceOffer.response,
});

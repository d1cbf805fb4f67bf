// The marketplace's three application flows (spec section 2 "Marketplace"): their steps, the order a
// visitor or a member takes them in, and every screen title and help text, word for word where the
// spec gives them. The web app walks these lists; the server keeps the identifiers with each
// application.

// The verticals are in a module of their own: the route tree checks them in every page's first
// download, and a module lands in one chunk whole, with all its other importers use (decision 014).
import type { MarketplaceVertical } from './marketplace-verticals.ts';

/** Where an application started (spec section 2); kept with it. */
export const marketplaceOrigins = ['marketplace', 'webdash', 'search_feed', 'webdash_liat'] as const;
export type MarketplaceOrigin = (typeof marketplaceOrigins)[number];

/** An unknown or missing `origin` query parameter counts as the marketplace itself. */
export function originOf(value: string | null | undefined): MarketplaceOrigin {
  return (marketplaceOrigins as readonly string[]).includes(value ?? '') ? (value as MarketplaceOrigin) : 'marketplace';
}

/**
 * The loan marketplace's form step identifiers (spec section 2), and its second list for debt relief.
 * Analytics and the partners' hand-off speak these; the route segments below are the web's own.
 */
export const loanFormStepIds = [
  'purpose-choice',
  'email',
  'personal-details',
  'address',
  'employment',
  'ssn',
  'confirmation',
  'offers-result',
  'credit-score',
] as const;
export const debtFormStepIds = ['debt-amount', 'income', 'address', 'offers-result'] as const;
export type FormStepId = (typeof loanFormStepIds)[number] | (typeof debtFormStepIds)[number];
export const formStepIds = [...new Set<FormStepId>([...loanFormStepIds, ...debtFormStepIds])];

/** The identifier list an application of each flow reports: loans and cards the first, debt relief the second. */
export function formStepIdsOf(vertical: MarketplaceVertical): readonly FormStepId[] {
  return vertical === 'debt-relief' ? debtFormStepIds : loanFormStepIds;
}

/** Every route segment a flow may show, under /marketplace/{vertical}/{step}. */
export const marketplaceSteps = [
  'get-started',
  'loan-amount',
  'loan-purpose-choice',
  'card-purpose',
  'debt-amount',
  'email',
  'password',
  'credit-score',
  'personal-details',
  'date-of-birth',
  'phone',
  'address',
  'employment',
  'income',
  'paycheck-frequency',
  'paycheck-type',
  'education',
  'primary-bank',
  'ssn',
  'confirmation',
  'offers-result',
] as const;
export type MarketplaceStep = (typeof marketplaceSteps)[number];

export function isMarketplaceStep(value: string): value is MarketplaceStep {
  return (marketplaceSteps as readonly string[]).includes(value);
}

/**
 * Each flow's steps in the order a signed-out visitor takes them. `email` and `password` create the
 * account on the way (credit cards and debt relief have no password step in the spec, so a signed-out
 * visitor is given the same two steps there; a member never sees them). Income follows employment in
 * the credit-card flow because card issuers must weigh the ability to pay (CARD Act).
 */
export const flowSteps: Record<MarketplaceVertical, readonly MarketplaceStep[]> = {
  'personal-loan': [
    'get-started',
    'loan-amount',
    'loan-purpose-choice',
    'debt-amount',
    'email',
    'password',
    'credit-score',
    'personal-details',
    'date-of-birth',
    'phone',
    'address',
    'employment',
    'income',
    'paycheck-frequency',
    'paycheck-type',
    'education',
    'primary-bank',
    'ssn',
    'confirmation',
    'offers-result',
  ],
  'credit-cards': [
    'card-purpose',
    'email',
    'password',
    'credit-score',
    'personal-details',
    'date-of-birth',
    'phone',
    'address',
    'employment',
    'income',
    'ssn',
    'confirmation',
    'offers-result',
  ],
  'debt-relief': ['debt-amount', 'income', 'email', 'password', 'address', 'offers-result'],
};

/** The spec's form step identifier each route segment reports, where it has one. */
/** Whether `step` is a page of the vertical's flow (the offers have a page of their own). */
export function isFlowStep(vertical: MarketplaceVertical, step: string): step is MarketplaceStep {
  return step !== 'offers-result' && isMarketplaceStep(step) && flowSteps[vertical].includes(step);
}

export const formStepIdOf: Partial<Record<MarketplaceStep, FormStepId>> = {
  'loan-purpose-choice': 'purpose-choice',
  'card-purpose': 'purpose-choice',
  email: 'email',
  'personal-details': 'personal-details',
  address: 'address',
  employment: 'employment',
  ssn: 'ssn',
  confirmation: 'confirmation',
  'offers-result': 'offers-result',
  'credit-score': 'credit-score',
  'debt-amount': 'debt-amount',
  income: 'income',
};

/** What decides which steps a visitor sees; the web app derives it from the session and the prefill. */
export interface FlowContext {
  signedIn: boolean;
  /** Steps whose answers the member's profile already holds and which are not asked again. */
  knownSteps: readonly MarketplaceStep[];
  /** The loan purpose chosen so far: `debt-amount` is asked in the loan flow only to consolidate debt. */
  loanPurpose?: LoanPurpose | undefined;
}

export const loanPurposes = [
  'DEBT_CONSOLIDATION',
  'CREDIT_CARD_REFINANCE',
  'HOME_IMPROVEMENT',
  'MAJOR_PURCHASE',
  'CAR',
  'MEDICAL',
  'MOVING',
  'WEDDING',
  'VACATION',
  'BUSINESS',
  'OTHER',
] as const;
export type LoanPurpose = (typeof loanPurposes)[number];

/** Purposes that pay off other debt: lenders ask how much there is. */
export const debtPayingPurposes: readonly LoanPurpose[] = ['DEBT_CONSOLIDATION', 'CREDIT_CARD_REFINANCE'];

/**
 * The steps this visitor takes, in order. A signed-out visitor gives their name on the password step
 * that creates the account, so `personal-details` is never one of their steps (a member's name is
 * always known), and the count they are shown at the first step holds after the account exists.
 */
export function visibleSteps(vertical: MarketplaceVertical, context: FlowContext): MarketplaceStep[] {
  return flowSteps[vertical].filter((step) => {
    if (step === 'email' || step === 'password') return !context.signedIn;
    if (step === 'personal-details' && !context.signedIn) return false;
    if (context.knownSteps.includes(step)) return false;
    if (vertical === 'personal-loan' && step === 'debt-amount') {
      return context.loanPurpose !== undefined && debtPayingPurposes.includes(context.loanPurpose);
    }
    return true;
  });
}

/** The step after `step`, or undefined after the last; a step not in the list restarts the flow. */
export function nextStep(
  vertical: MarketplaceVertical,
  step: MarketplaceStep,
  context: FlowContext,
): MarketplaceStep | undefined {
  const steps = visibleSteps(vertical, context);
  const index = steps.indexOf(step);
  return index === -1 ? steps[0] : steps[index + 1];
}

export function previousStep(
  vertical: MarketplaceVertical,
  step: MarketplaceStep,
  context: FlowContext,
): MarketplaceStep | undefined {
  const steps = visibleSteps(vertical, context);
  const index = steps.indexOf(step);
  return index <= 0 ? undefined : steps[index - 1];
}

/** The heading and the line under it of each step. The spec's wording is kept word for word. */
export interface StepCopy {
  title: string;
  help?: string;
}

export const stepCopy: Record<MarketplaceStep, StepCopy> = {
  'get-started': {
    title: 'Find a personal loan that fits',
    help: 'Answer a few questions and compare offers from our lending partners in minutes.',
  },
  'loan-amount': {
    title: "I'm looking to borrow",
    help: 'Checking your offers does not affect your credit score.',
  },
  'loan-purpose-choice': { title: 'Why do you want to borrow?' },
  'card-purpose': { title: 'What do you want from a credit card?' },
  'debt-amount': {
    title: 'How much debt do you have?',
    help: 'Unsecured debt only, such as credit cards, medical bills and personal loans. Do not include mortgages or car loans.',
  },
  email: { title: "What's your email address?" },
  password: {
    title: 'Create your account',
    help: 'Your answers are saved to your account, so you can come back to your offers.',
  },
  'credit-score': {
    title: 'What is your approximate credit score?',
    help: 'An estimate is fine. Checking your offers does not affect your credit score.',
  },
  'personal-details': { title: 'What is your legal name?', help: 'As it appears on your ID.' },
  'date-of-birth': { title: 'What is your date of birth?', help: 'You must be 18 or older to apply.' },
  phone: { title: 'What is your mobile number?' },
  address: {
    title: "What's your home address?",
    help: 'We cannot accept PO boxes. Enter the address where you live.',
  },
  employment: { title: 'What is your employment status?' },
  income: {
    title: "What's your annual household income?",
    help: 'Before taxes, from every source: wages, benefits, alimony or child support you choose to include.',
  },
  'paycheck-frequency': { title: 'How often do you get paid?' },
  'paycheck-type': { title: 'How do you get paid?' },
  education: { title: 'What is your highest level of education?' },
  'primary-bank': {
    title: 'Include your primary bank info?',
    help: 'Some lenders offer better rates when they can see where you bank.',
  },
  ssn: {
    title: 'Enter your SSN',
    help: 'We use your Social Security number to confirm your identity and protect you from fraud. Checking your offers does not affect your credit score.',
  },
  confirmation: { title: 'Last step, please make sure everything is correct' },
  'offers-result': { title: "We've found the following offers that match your needs" },
};

/** The second question of the primary-bank step, shown once the member chose to include it. */
export const primaryBankNameQuestion = 'What is your main bank?';

/** The offers step when one offer stands out from the rest (see `resultKinds`). */
export const standoutOfferTitle = 'Congratulations! We found an offer that stands out for you';

/** Spec section 2, word for word: debt relief with no offer. */
export const noDebtReliefOfferMessage = "Unfortunately, we don't have suitable offers for your profile just yet.";

/** The other flows with no match (the spec gives no words for them). */
export const noOfferMessage =
  "We don't have a matching offer for your answers right now. Your answers are saved; we will show new offers here as partners add them.";

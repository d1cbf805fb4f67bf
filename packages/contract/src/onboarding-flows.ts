// Onboarding: which steps each flow has, in which order, and the sign-up variants. The order is
// decided here, once, so the server enforces it and the web app shows it from the same definition
// (docs/decisions/016-onboarding-state-machine.md). No zod, so routes can import it; the state call
// is in onboarding.ts.

/** Spec section 2: the products with their own copy of the identity steps under /onboarding/{product}. */
export const onboardingProducts = [
  'cbplus',
  'crypto',
  'instacash',
  'investment',
  'roarmoney',
  'round-up',
  'loans',
  'managed-investing',
  'active-investing',
  'foundmoney',
] as const;
export type OnboardingProduct = (typeof onboardingProducts)[number];

/** `generic` is the flow of the steps directly under /onboarding, started by the plain sign-up. */
export const onboardingFlows = ['generic', ...onboardingProducts] as const;
export type OnboardingFlow = (typeof onboardingFlows)[number];

export function isOnboardingProduct(value: string): value is OnboardingProduct {
  return (onboardingProducts as readonly string[]).includes(value);
}

/**
 * The identity steps, by route segment. `address`, `dob-and-phone-number` and
 * `address-ssn-and-verification` are other groupings of the same facts, used by the compact layout
 * or when part of a group is already known; `personal-details` is the cash advance's name for
 * `dob-and-phone-number`.
 */
export const identityStepIds = [
  'dob-and-address',
  'address',
  'phone-number',
  'dob-and-phone-number',
  'ssn-and-verification',
  'address-ssn-and-verification',
  'kba',
  'personal-details',
] as const;
export type IdentityStepId = (typeof identityStepIds)[number];

export function isIdentityStep(step: string): step is IdentityStepId {
  return (identityStepIds as readonly string[]).includes(step);
}

/** The identity check's outcome as the server keeps it; null before the first try. */
export const identityStatuses = ['VERIFIED', 'KBA_REQUIRED', 'FAILED'] as const;
export type IdentityStatus = (typeof identityStatuses)[number];

/** What the member has already given: the identity steps are done when these are, on any device. */
export interface IdentityFacts {
  hasDateOfBirth: boolean;
  hasAddress: boolean;
  phoneVerified: boolean;
  identityStatus: IdentityStatus | null;
}

/**
 * Everything the steps depend on: the identity facts, and the facts of product steps that are done by
 * their own calls (linking a bank, opening checking, answering the income questions), so a member who
 * did one of them elsewhere is not asked again.
 */
export interface OnboardingFacts extends IdentityFacts {
  hasLinkedBank: boolean;
  hasCheckingAccount: boolean;
  hasEmploymentStatus: boolean;
  hasAnnualIncome: boolean;
  /** The outcome of the member's latest cash-advance underwriting; null before the first. */
  cashAdvanceQualification: 'QUALIFIED' | 'TRIAL_QUALIFIED' | 'DENIED' | null;
  /** Advances are turned on (the subscription is ACTIVE). */
  hasCashAdvanceSubscription: boolean;
  /** The member holds a managed investment account (decision 072). */
  hasManagedInvestmentAccount: boolean;
  /** The member holds a self-directed investment account (decision 072). */
  hasSelfDirectedInvestmentAccount: boolean;
}

/** Product steps that are done when the member's records say so, never by a claim. */
const factSteps: Record<string, (facts: OnboardingFacts) => boolean> = {
  'bv-linking': (facts) => facts.hasLinkedBank,
  'account-activation': (facts) => facts.hasCheckingAccount,
  employment: (facts) => facts.hasEmploymentStatus,
  'annual-income': (facts) => facts.hasAnnualIncome,
  'disbursement-activation': (facts) => facts.hasCashAdvanceSubscription,
};

type FactStep = (facts: OnboardingFacts) => boolean;

/**
 * Fact steps that mean something else in one flow: investing's account activation opens the managed
 * account, not checking, so having checking must not skip it.
 */
const flowFactSteps: Partial<Record<OnboardingFlow, Record<string, FactStep>>> = {
  investment: { 'account-activation': (facts) => facts.hasManagedInvestmentAccount },
  'managed-investing': { 'account-activation': (facts) => facts.hasManagedInvestmentAccount },
  'active-investing': { 'account-activation': (facts) => facts.hasSelfDirectedInvestmentAccount },
};

function factStepOf(flow: OnboardingFlow, step: string): FactStep | undefined {
  const own = flowFactSteps[flow];
  if (own && Object.hasOwn(own, step)) return own[step];
  return Object.hasOwn(factSteps, step) ? factSteps[step] : undefined;
}

/**
 * In a flow's definition, the step that shows the underwriting's answer: `qualified`,
 * `trial-qualified` or `bv-denied`, by the member's latest underwriting (`qualified` before the first,
 * whose page underwrites). Denied is never done: linking another bank underwrites again.
 */
export const qualificationStep = 'qualification';
export const qualificationStepIds = ['qualified', 'trial-qualified', 'bv-denied'] as const;

function qualificationStepId(facts: OnboardingFacts): (typeof qualificationStepIds)[number] {
  if (facts.cashAdvanceQualification === 'DENIED') return 'bv-denied';
  if (facts.cashAdvanceQualification === 'TRIAL_QUALIFIED') return 'trial-qualified';
  return 'qualified';
}

/** The product steps of a definition's list, with the qualification step under each of its names. */
function productStepIds(steps: readonly string[]): string[] {
  return steps.flatMap((step) => (step === qualificationStep ? [...qualificationStepIds] : [step]));
}

interface FlowDefinition {
  /** Product steps before the identity steps (route segments under the flow). */
  before: readonly string[];
  /** `compact` asks date of birth with the phone, and the address with the SSN (two pages, not three). */
  layout: 'standard' | 'compact';
  after: readonly string[];
  /** Where a member lands once every step is done. */
  landing: string;
}

const identityOnly = (landing: string): FlowDefinition => ({ before: [], layout: 'standard', after: [], landing });

/**
 * Each flow's steps. Product steps owned by later issues (cash advance, credit builder, investing,
 * round-ups, membership) are added to their flow when those screens exist; until then the flow ends
 * after the identity steps on the page the product lives on today.
 */
export const onboardingFlowDefinitions: Record<OnboardingFlow, FlowDefinition> = {
  generic: { before: ['referral', 'welcome'], layout: 'standard', after: [], landing: '/home' },
  // Opening the account is the product itself, so the flow lands on it once identity is verified.
  roarmoney: { before: ['intro'], layout: 'standard', after: [], landing: '/onboarding/roarmoney/account-activation' },
  // Crypto is bought and sold from the checking account, so it is opened before crypto's disclosures.
  crypto: { before: ['intro'], layout: 'standard', after: ['account-activation', 'pre-success'], landing: '/home' },
  // Found money reads the linked bank's history; identity comes after the bank so the findings wait on nothing else.
  foundmoney: { before: ['bv-preroll', 'bv-linking'], layout: 'compact', after: ['offers'], landing: '/home' },
  loans: {
    before: ['bv-preroll', 'bv-linking', 'employment', 'annual-income'],
    layout: 'compact',
    after: ['confirmation'],
    landing: '/home',
  },
  // The answer comes before identity, so a member the history does not qualify gives no SSN; the flow
  // ends with the first advance (or a "not now"), on the cash advance's home.
  instacash: {
    before: ['intro', 'bv-preroll', 'bv-linking', qualificationStep],
    layout: 'compact',
    after: ['add-repayment-method', 'disbursement-activation', 'disbursement-destination', 'disbursement-success'],
    landing: '/instacash',
  },
  cbplus: identityOnly('/home'),
  // Managed investing (decision 072): the opening needs a verified identity, so every product step comes
  // after it; the profile's four questions come before the disclosures and the opening, the model the
  // score picked is shown last, and the flow lands where the account is listed.
  investment: {
    before: [],
    layout: 'standard',
    after: [
      'intro',
      'start',
      'question-1',
      'question-2',
      'question-3',
      'question-4',
      'account-activation',
      'portfolio',
    ],
    landing: '/accounts',
  },
  'round-up': identityOnly('/home'),
  // The managed account from its own product page (decision 072): the same profile as the
  // investment flow, since the account opens only on a complete one, then the model's targets, the
  // account as it stands and its first money from checking; it lands on the account's page.
  'managed-investing': {
    before: [],
    layout: 'standard',
    after: [
      'intro',
      'question-1',
      'question-2',
      'question-3',
      'question-4',
      'account-activation',
      'diversified-portfolio',
      'portfolio',
      'payment-method',
    ],
    landing: '/investment/managed',
  },
  // The self-directed account: no profile picks anything, so the disclosures and the opening come right
  // after the intro; the portfolio is the member's own (empty) and where to start, then the first money.
  'active-investing': {
    before: [],
    layout: 'standard',
    after: ['intro', 'account-activation', 'portfolio', 'payment-method'],
    landing: '/investment/active',
  },
};

export function onboardingStepPath(flow: OnboardingFlow, step: string): string {
  return flow === 'generic' ? `/onboarding/${step}` : `/onboarding/${flow}/${step}`;
}

export type StepStatus = 'done' | 'current' | 'upcoming';
export interface OnboardingStep {
  id: string;
  path: string;
  status: StepStatus;
}

const identityPassed = (status: IdentityStatus | null) => status === 'VERIFIED' || status === 'KBA_REQUIRED';

/** The identity steps a member sees, each with whether its facts are in; kba only while it is asked. */
function identitySteps(
  flow: OnboardingFlow,
  layout: FlowDefinition['layout'],
  facts: OnboardingFacts,
): { id: string; done: boolean }[] {
  const ssnDone = identityPassed(facts.identityStatus);
  const personalDetailsStep = flow === 'instacash' ? 'personal-details' : 'dob-and-phone-number';
  const kba = facts.identityStatus === 'KBA_REQUIRED' ? [{ id: 'kba', done: false }] : [];
  if (layout === 'compact') {
    return [
      // The cash advance calls this page its personal details (spec section 2).
      { id: personalDetailsStep, done: facts.hasDateOfBirth && facts.phoneVerified },
      {
        id: facts.hasAddress ? 'ssn-and-verification' : 'address-ssn-and-verification',
        done: facts.hasAddress && ssnDone,
      },
      ...kba,
    ];
  }
  return [
    // A member whose date of birth is known (the sign-in issue's profile) is asked only the address.
    {
      id: facts.hasDateOfBirth && !facts.hasAddress ? 'address' : 'dob-and-address',
      done: facts.hasDateOfBirth && facts.hasAddress,
    },
    { id: 'phone-number', done: facts.phoneVerified },
    { id: 'ssn-and-verification', done: ssnDone },
    ...kba,
  ];
}

/**
 * The flow's steps in order with their status: the first step not done is current, and nothing after
 * it may be visited. Product steps are done when the server recorded them (or, for fact steps, when
 * the member's records say so); identity steps when the member's facts are in.
 */
export function onboardingSteps(
  flow: OnboardingFlow,
  facts: OnboardingFacts,
  productStepsDone: ReadonlySet<string>,
): OnboardingStep[] {
  const definition = onboardingFlowDefinitions[flow];
  const product = (step: string) => {
    const id = step === qualificationStep ? qualificationStepId(facts) : step;
    // The preroll says why to link a bank: a member who linked one already goes on from it.
    const linkedAlready = id === 'bv-preroll' && facts.hasLinkedBank;
    return {
      id,
      done: id !== 'bv-denied' && (linkedAlready || (factStepOf(flow, id)?.(facts) ?? productStepsDone.has(id))),
    };
  };
  const all = [
    ...definition.before.map(product),
    ...identitySteps(flow, definition.layout, facts),
    ...definition.after.map(product),
  ];
  const currentIndex = all.findIndex((step) => !step.done);
  return all.map((step, index) => ({
    id: step.id,
    path: onboardingStepPath(flow, step.id),
    status: step.done ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
}

/** Whether a step of the flow is recorded when completed (not an identity step, and not a fact step). */
export function isRecordedStep(flow: OnboardingFlow, step: string): boolean {
  return step !== 'bv-denied' && factStepOf(flow, step) === undefined && hasProductStep(flow, step);
}

/** Whether the flow has this product step (recorded or fact): the route of a product step checks it. */
export function hasProductStep(flow: OnboardingFlow, step: string): boolean {
  const definition = onboardingFlowDefinitions[flow];
  return productStepIds(definition.before).includes(step) || productStepIds(definition.after).includes(step);
}

export const maxSsnAttempts = 3;
export const maxKbaAttempts = 2;
/**
 * The sign-up variants of spec section 2 (/onboarding/signup/{variant}): the flow each starts, and
 * the sign-up template (the copy of the sign-up page) keyed by flow.
 */
export const signUpVariants = {
  cbplus: { flow: 'cbplus', templateId: 'signup-cbplus' },
  crypto: { flow: 'crypto', templateId: 'signup-crypto' },
  instacash: { flow: 'instacash', templateId: 'signup-instacash' },
  'instacash/engine': { flow: 'instacash', templateId: 'signup-instacash-engine' },
  investment: { flow: 'investment', templateId: 'signup-investment' },
  roarmoney: { flow: 'roarmoney', templateId: 'signup-roarmoney' },
  wow: { flow: 'generic', templateId: 'signup-wow' },
  googleic_2025v2: { flow: 'instacash', templateId: 'signup-googleic-2025v2' },
} as const satisfies Record<string, { flow: OnboardingFlow; templateId: string }>;
export type SignUpVariant = keyof typeof signUpVariants;

export function isSignUpVariant(value: string): value is SignUpVariant {
  return Object.hasOwn(signUpVariants, value);
}

/**
 * The products whose sign-up page is one of their own steps (/onboarding/{product}/signup) rather than
 * a variant of /onboarding/signup, with their sign-up template. The page starts the flow, so it is
 * never a step a member is sent back to.
 */
export const productSignUpTemplates = {
  foundmoney: 'signup-foundmoney',
  loans: 'signup-loans',
} as const satisfies Partial<Record<OnboardingProduct, string>>;

/** Every sign-up template: the sign-in service's sign-up page shows the copy of the one it is given. */
export const signUpTemplateIds = [
  ...new Set([
    ...Object.values(signUpVariants).map((variant) => variant.templateId),
    ...Object.values(productSignUpTemplates),
  ]),
];
export type SignUpTemplateId =
  | (typeof signUpVariants)[SignUpVariant]['templateId']
  | (typeof productSignUpTemplates)[keyof typeof productSignUpTemplates];

export function isSignUpTemplateId(value: unknown): value is SignUpTemplateId {
  return typeof value === 'string' && (signUpTemplateIds as readonly string[]).includes(value);
}

// What a marketplace partner publishes about each of its products: who may apply (the rules it
// states), what the product costs or earns (its terms) and what it pays us (compensation). This is the
// sandbox feed's statement of the marketplace's shape (modules/marketplace/partner-products.ts), which
// a sandbox may not import (decision 031); app.ts, handing the catalogue in, checks the two agree.
import type { UsStateCode } from '@fernleaf/contract/address';
import type { EmploymentStatus } from '@fernleaf/contract/income-profile';
import type {
  CardPurpose,
  CreditScoreBand,
  compensationBases,
  IntroAprAppliesTo,
} from '@fernleaf/contract/marketplace';
import type { LoanPurpose } from '@fernleaf/contract/marketplace-flows';

export interface PartnerCompensation {
  amountCents: number;
  basis: (typeof compensationBases)[number];
}

/** The rules most partners state; each product kind adds its own. */
export interface ApplicantRules {
  /** The lowest self-reported band accepted; POOR accepts every band. */
  minCreditScoreBand: CreditScoreBand;
  /** Household income before taxes; always above zero, as each partner must weigh the ability to pay. */
  minAnnualIncomeCents: number;
  /** States the partner is not licensed to serve. */
  excludedStates: readonly UsStateCode[];
  refusedEmploymentStatuses: readonly EmploymentStatus[];
}

interface ProductBase {
  /** A stable slug: offers, audit rows and hand-offs name the product by it. */
  id: string;
  partnerName: string;
  productName: string;
  highlights: readonly string[];
  compensation: PartnerCompensation;
}

export interface PersonalLoanProduct extends ProductBase {
  kind: 'personal-loan';
  rules: ApplicantRules & {
    minAmountCents: number;
    maxAmountCents: number;
    /** What the lender funds; a purpose outside the list is refused. */
    purposes: readonly LoanPurpose[];
  };
  terms: {
    /** The published interest rates (note rates), best to highest; the APR is worked out from them and the fee. */
    interestRateMinBps: number;
    interestRateMaxBps: number;
    termMonths: number;
    /** Share of the amount taken out of the money sent. */
    originationFeeBps: number;
    /** Taken off the estimated interest rate (never below the minimum) when the applicant shares their main bank. */
    primaryBankDiscountBps: number;
  };
}

export interface CreditCardProduct extends ProductBase {
  kind: 'credit-card';
  rules: ApplicantRules & {
    /** What the card is for, its main purpose first; a card is offered only for these. */
    purposes: readonly CardPurpose[];
  };
  terms: {
    purchaseAprMinBps: number;
    purchaseAprMaxBps: number;
    introAprMonths: number;
    /** What the intro APR covers; null exactly when `introAprMonths` is 0. */
    introAprAppliesTo: IntroAprAppliesTo | null;
    annualFeeCents: number;
    securityDepositCents: number;
    rewards: string;
  };
}

export interface DebtReliefProduct extends ProductBase {
  kind: 'debt-relief';
  rules: {
    /** Settlement only pays off above this much unsecured debt. */
    minDebtCents: number;
    /** Enough to make the program's monthly deposits. */
    minAnnualIncomeCents: number;
    excludedStates: readonly UsStateCode[];
  };
  terms: {
    feeMinBps: number;
    feeMaxBps: number;
    programMonthsMin: number;
    programMonthsMax: number;
  };
}

export interface CreditBuilderProduct extends ProductBase {
  kind: 'credit-builder';
  terms: {
    monthlyFeeCents: number;
    loanAmountCents: number;
    termMonths: number;
    /** The loan's published interest rate (note rate); the APR, which counts the fee, is worked out from it. */
    interestRateBps: number;
  };
}

export interface EarnedWageAccessProduct extends ProductBase {
  kind: 'earned-wage-access';
  rules: {
    minAnnualIncomeCents: number;
    /** Advances are repaid from paychecks, so statuses without one are refused. */
    refusedEmploymentStatuses: readonly EmploymentStatus[];
  };
  terms: {
    maxAdvanceCents: number;
    instantFeeCents: number;
  };
}

export interface SavingsProduct extends ProductBase {
  kind: 'savings';
  terms: {
    apyBps: number;
    minDepositCents: number;
    monthlyFeeCents: number;
  };
}

export type PartnerProduct =
  | PersonalLoanProduct
  | CreditCardProduct
  | DebtReliefProduct
  | CreditBuilderProduct
  | EarnedWageAccessProduct
  | SavingsProduct;

export type ProductOfKind<Kind extends PartnerProduct['kind']> = Extract<PartnerProduct, { kind: Kind }>;

export function productsOfKind<Kind extends PartnerProduct['kind']>(
  products: readonly PartnerProduct[],
  kind: Kind,
): ProductOfKind<Kind>[] {
  return products.filter((product): product is ProductOfKind<Kind> => product.kind === kind);
}

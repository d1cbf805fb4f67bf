// An offer's terms as the member sees them, from the partner's published terms and, where the price
// depends on them, the member's answers. Pure; amounts are integer cents, rates basis points.
import { type CreditScoreBand, creditScoreRank, type OfferTerms } from '@fernleaf/contract/marketplace';
import { amortize, type LoanSchedule, loanAprBps, loanCost } from '@fernleaf/contract/marketplace-math';
import type {
  CreditBuilderProduct,
  CreditCardProduct,
  DebtReliefProduct,
  EarnedWageAccessProduct,
  PersonalLoanProduct,
  SavingsProduct,
} from './partner-products.ts';

type TermsOf<Kind extends OfferTerms['kind']> = Extract<OfferTerms, { kind: Kind }>;

/**
 * The rate an applicant of `band` is likely to get: the partner's best rate for the best band, its
 * highest for the lowest band it accepts, evenly spaced between. Partners price by score first, so a
 * self-reported band is the best estimate there is before the partner's own check. For a loan the
 * range is of interest rates; for a card, of purchase APRs (a card has no prepaid finance charge).
 */
export function estimatedRateBps(
  range: { minBps: number; maxBps: number },
  minBand: CreditScoreBand,
  band: CreditScoreBand,
): number {
  const acceptedSteps = creditScoreRank.EXCELLENT - creditScoreRank[minBand];
  if (acceptedSteps <= 0) return range.minBps;
  const stepsBelowBest = Math.min(acceptedSteps, Math.max(0, creditScoreRank.EXCELLENT - creditScoreRank[band]));
  return Math.round(range.minBps + ((range.maxBps - range.minBps) * stepsBelowBest) / acceptedSteps);
}

/** `bps` of an amount, to the nearest cent. */
export function shareOfCents(amountCents: number, bps: number): number {
  return Math.round((amountCents * bps) / 10_000);
}

export function personalLoanTerms(
  product: PersonalLoanProduct,
  applicant: { amountCents: number; creditScoreBand: CreditScoreBand; sharesPrimaryBank: boolean },
): TermsOf<'personal-loan'> {
  const { terms } = product;
  const byBand = estimatedRateBps(
    { minBps: terms.interestRateMinBps, maxBps: terms.interestRateMaxBps },
    product.rules.minCreditScoreBand,
    applicant.creditScoreBand,
  );
  const discount = applicant.sharesPrimaryBank ? terms.primaryBankDiscountBps : 0;
  const rateBps = Math.max(terms.interestRateMinBps, byBand - discount);
  return loanTermsAt(product, applicant.amountCents, rateBps);
}

/** The amount the products page quotes loans at; a lender that does not lend it is quoted at its nearest amount. */
export const representativeLoanAmountCents = 1_000_000;

/**
 * The products page's general tile: $10,000 (a visitor may ask another amount), or the nearest amount
 * the lender lends, over its term at the middle of its interest-rate range, since no score is known there.
 */
export function representativeLoanTerms(
  product: PersonalLoanProduct,
  askedCents = representativeLoanAmountCents,
): TermsOf<'personal-loan'> {
  const { rules, terms } = product;
  const amountCents = Math.min(rules.maxAmountCents, Math.max(rules.minAmountCents, askedCents));
  return loanTermsAt(product, amountCents, Math.round((terms.interestRateMinBps + terms.interestRateMaxBps) / 2));
}

function loanTermsAt(product: PersonalLoanProduct, amountCents: number, rateBps: number): TermsOf<'personal-loan'> {
  const { terms } = product;
  return loanTermsOf({
    interestRateMinBps: terms.interestRateMinBps,
    interestRateMaxBps: terms.interestRateMaxBps,
    termMonths: terms.termMonths,
    amountCents,
    originationFeeCents: shareOfCents(amountCents, terms.originationFeeBps),
    rateBps,
  });
}

/**
 * A loan of `amountCents` at the interest rate `rateBps`, and the APRs that rate and the ends of the
 * lender's range amount to once the origination fee is counted (Appendix J): the range a member reads
 * as "APR" is of APRs at this amount, not of interest rates.
 */
export function loanTermsOf(loan: {
  interestRateMinBps: number;
  interestRateMaxBps: number;
  termMonths: number;
  amountCents: number;
  originationFeeCents: number;
  rateBps: number;
}): TermsOf<'personal-loan'> {
  const { amountCents, termMonths, originationFeeCents } = loan;
  const at = (rateBps: number) => loanCost({ principalCents: amountCents, rateBps, termMonths, originationFeeCents });
  const cost = at(loan.rateBps);
  return {
    kind: 'personal-loan',
    interestRateMinBps: loan.interestRateMinBps,
    interestRateMaxBps: loan.interestRateMaxBps,
    estimatedInterestRateBps: loan.rateBps,
    aprMinBps: at(loan.interestRateMinBps).aprBps,
    aprMaxBps: at(loan.interestRateMaxBps).aprBps,
    estimatedAprBps: cost.aprBps,
    amountCents,
    termMonths,
    originationFeeCents,
    amountFinancedCents: cost.amountFinancedCents,
    monthlyPaymentCents: cost.monthlyPaymentCents,
    finalPaymentCents: cost.finalPaymentCents,
    totalOfPaymentsCents: cost.totalOfPaymentsCents,
    totalInterestCents: cost.totalInterestCents,
    totalCostCents: cost.totalCostCents,
  };
}

export function creditCardTerms(product: CreditCardProduct): TermsOf<'credit-card'> {
  return { kind: 'credit-card', ...product.terms };
}

/** `debtCents` null (the products page) leaves the most the program can cost unknown. */
export function debtReliefTerms(product: DebtReliefProduct, debtCents: number | null): TermsOf<'debt-relief'> {
  return {
    kind: 'debt-relief',
    ...product.terms,
    minDebtCents: product.rules.minDebtCents,
    maxFeeCents: debtCents === null ? null : shareOfCents(debtCents, product.terms.feeMaxBps),
  };
}

/**
 * A credit builder's terms with its two rates apart. The monthly fee is charged as a condition of the
 * credit, so Regulation Z counts it as a finance charge (1026.4(a)) and the APR is worked out by the
 * actuarial method of Appendix J on the payments the member makes: the loan's amortized payment plus
 * the fee, each month, over the loan amount (the amount financed; nothing is taken out up front). The
 * partner's published rate is the interest rate; a builder with a fee has an APR above it.
 */
export function creditBuilderTerms(product: CreditBuilderProduct): TermsOf<'credit-builder'> {
  const { monthlyFeeCents, loanAmountCents, termMonths, interestRateBps } = product.terms;
  const schedule = amortize(loanAmountCents, interestRateBps, termMonths);
  const paid: LoanSchedule = {
    monthlyPaymentCents: schedule.monthlyPaymentCents + monthlyFeeCents,
    finalPaymentCents: schedule.finalPaymentCents + monthlyFeeCents,
    totalOfPaymentsCents: schedule.totalOfPaymentsCents + monthlyFeeCents * termMonths,
    totalInterestCents: schedule.totalInterestCents + monthlyFeeCents * termMonths,
  };
  return {
    kind: 'credit-builder',
    monthlyFeeCents,
    loanAmountCents,
    termMonths,
    interestRateBps,
    aprBps: loanAprBps(loanAmountCents, paid, termMonths),
    totalCostCents: creditBuilderTotalCostCents(product),
  };
}

/** What the builder costs over its term: every monthly fee plus the loan's interest. */
export function creditBuilderTotalCostCents(product: CreditBuilderProduct): number {
  const { terms } = product;
  const interest = amortize(terms.loanAmountCents, terms.interestRateBps, terms.termMonths).totalInterestCents;
  return terms.monthlyFeeCents * terms.termMonths + interest;
}

export function earnedWageAccessTerms(
  product: EarnedWageAccessProduct,
  estimatedLimitCents: number | null,
): TermsOf<'earned-wage-access'> {
  return { kind: 'earned-wage-access', ...product.terms, estimatedLimitCents };
}

export function savingsTerms(product: SavingsProduct): TermsOf<'savings'> {
  return { kind: 'savings', ...product.terms };
}

// The terms of each kind of offer as label and value pairs, in the order a member weighs them: what
// it costs first. Loans show every figure the Truth in Lending disclosures name. APRs, APYs and the
// interest rates beside them are disclosure rates, always to the hundredth (formatAnnualRate).
import type { IntroAprAppliesTo, OfferTerms } from '@fernleaf/contract/marketplace';
import { formatCents } from '@fernleaf/contract/money';
import { formatAnnualRate, formatBasisPointsRange } from '@fernleaf/contract/percent';
import { formatMonths } from './rates';

export interface TermFigure {
  label: string;
  value: string;
}

/**
 * Every amount of every offer is written to the cent, so one page never shows "$10,000.00" for one
 * loan and "$1,000" for another; the loan disclosures are to the cent anyway.
 */
const formatAmount = (cents: number) => formatCents(cents);

/** "59 payments of $304.07 and a final payment of $303.95", as lenders disclose a rounded schedule. */
export function paymentSchedule(terms: Extract<OfferTerms, { kind: 'personal-loan' }>): string {
  const { termMonths, monthlyPaymentCents, finalPaymentCents } = terms;
  if (termMonths === 1) return `1 payment of ${formatAmount(finalPaymentCents)}`;
  if (finalPaymentCents === monthlyPaymentCents)
    return `${termMonths} payments of ${formatAmount(monthlyPaymentCents)}`;
  const regular = termMonths - 1;
  return `${regular} ${regular === 1 ? 'payment' : 'payments'} of ${formatAmount(monthlyPaymentCents)} and a final payment of ${formatAmount(finalPaymentCents)}`;
}

/**
 * The intro APR's label says what it covers: a card's 0% on balance transfers shown as "Intro APR"
 * beside its purchase APR would read as 0% on purchases.
 */
const introAprLabels: Record<IntroAprAppliesTo, string> = {
  PURCHASES: 'Intro APR on purchases',
  BALANCE_TRANSFERS: 'Intro APR on balance transfers',
  PURCHASES_AND_BALANCE_TRANSFERS: 'Intro APR on purchases and balance transfers',
};

export function termFigures(terms: OfferTerms): TermFigure[] {
  switch (terms.kind) {
    case 'personal-loan':
      return [
        // The APR counts the origination fee (Regulation Z); the interest rate is what the balance
        // accrues. Both are shown, so offers with and without a fee compare fairly.
        { label: 'Estimated APR', value: formatAnnualRate(terms.estimatedAprBps) },
        { label: 'Interest rate', value: formatAnnualRate(terms.estimatedInterestRateBps) },
        {
          label: 'APR range for this amount',
          value: formatBasisPointsRange(terms.aprMinBps, terms.aprMaxBps, formatAnnualRate),
        },
        { label: 'Loan amount', value: formatAmount(terms.amountCents) },
        { label: 'Origination fee', value: formatAmount(terms.originationFeeCents) },
        { label: 'Amount you receive', value: formatAmount(terms.amountFinancedCents) },
        { label: 'Term', value: formatMonths(terms.termMonths) },
        { label: 'Payments', value: paymentSchedule(terms) },
        { label: 'Total of payments', value: formatAmount(terms.totalOfPaymentsCents) },
        { label: 'Total interest', value: formatAmount(terms.totalInterestCents) },
        { label: 'Total cost (interest and fees)', value: formatAmount(terms.totalCostCents) },
      ];
    case 'credit-card':
      return [
        {
          label: 'Purchase APR',
          value: formatBasisPointsRange(terms.purchaseAprMinBps, terms.purchaseAprMaxBps, formatAnnualRate),
        },
        {
          label: terms.introAprAppliesTo === null ? 'Intro APR' : introAprLabels[terms.introAprAppliesTo],
          value: terms.introAprMonths > 0 ? `0% for ${formatMonths(terms.introAprMonths)}` : 'None',
        },
        { label: 'Annual fee', value: formatAmount(terms.annualFeeCents) },
        {
          label: 'Security deposit',
          value: terms.securityDepositCents > 0 ? formatAmount(terms.securityDepositCents) : 'None',
        },
        { label: 'Rewards', value: terms.rewards },
      ];
    case 'debt-relief':
      return [
        { label: 'Fee', value: `${formatBasisPointsRange(terms.feeMinBps, terms.feeMaxBps)} of the debt you enroll` },
        {
          label: 'Program length',
          value:
            terms.programMonthsMin === terms.programMonthsMax
              ? formatMonths(terms.programMonthsMin)
              : `${terms.programMonthsMin} to ${formatMonths(terms.programMonthsMax)}`,
        },
        { label: 'Minimum debt', value: formatAmount(terms.minDebtCents) },
        {
          label: 'Most it can cost you',
          value: terms.maxFeeCents === null ? 'Depends on the debt you enroll' : formatAmount(terms.maxFeeCents),
        },
      ];
    case 'credit-builder':
      // The monthly fee is a finance charge, so the APR counts it (Regulation Z); the interest rate is
      // what the loan alone accrues. A fee-only builder at 0% interest still has an APR.
      return [
        { label: 'APR', value: formatAnnualRate(terms.aprBps) },
        { label: 'Monthly fee', value: formatAmount(terms.monthlyFeeCents) },
        { label: 'Interest rate', value: formatAnnualRate(terms.interestRateBps) },
        { label: 'Loan amount', value: formatAmount(terms.loanAmountCents) },
        { label: 'Term', value: formatMonths(terms.termMonths) },
        { label: 'Total cost (interest and fees)', value: formatAmount(terms.totalCostCents) },
      ];
    case 'earned-wage-access':
      return [
        {
          label: 'Your estimated limit',
          value:
            terms.estimatedLimitCents === null
              ? `Up to ${formatAmount(terms.maxAdvanceCents)}`
              : formatAmount(terms.estimatedLimitCents),
        },
        { label: 'Largest advance', value: formatAmount(terms.maxAdvanceCents) },
        { label: 'Instant transfer fee', value: formatAmount(terms.instantFeeCents) },
        { label: 'Standard transfer', value: 'Free' },
      ];
    case 'savings':
      return [
        { label: 'APY', value: formatAnnualRate(terms.apyBps) },
        { label: 'Minimum deposit', value: formatAmount(terms.minDepositCents) },
        { label: 'Monthly fee', value: formatAmount(terms.monthlyFeeCents) },
      ];
  }
}

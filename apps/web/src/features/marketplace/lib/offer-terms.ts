// The terms of each kind of offer as label and value pairs, in the order a member weighs them: what
// it costs first. Loans show every figure the Truth in Lending disclosures name.
import type { OfferTerms } from '@fernleaf/contract/marketplace';
import { cardAmountFormatter, formatBps, formatBpsRange, formatMonths } from './rates';

export interface TermFigure {
  label: string;
  value: string;
}

/** Every amount of the terms, so the card shows them all in one format. */
function amountsOf(terms: OfferTerms): (number | null)[] {
  switch (terms.kind) {
    case 'personal-loan':
      return [
        terms.amountCents,
        terms.monthlyPaymentCents,
        terms.totalOfPaymentsCents,
        terms.totalInterestCents,
        terms.originationFeeCents,
        terms.totalCostCents,
      ];
    case 'credit-card':
      return [terms.annualFeeCents, terms.securityDepositCents];
    case 'debt-relief':
      return [terms.minDebtCents, terms.maxFeeCents];
    case 'credit-builder':
      return [terms.monthlyFeeCents, terms.loanAmountCents];
    case 'earned-wage-access':
      return [terms.estimatedLimitCents, terms.maxAdvanceCents, terms.instantFeeCents];
    case 'savings':
      return [terms.minDepositCents, terms.monthlyFeeCents];
  }
}

export function termFigures(terms: OfferTerms): TermFigure[] {
  const formatAmount = cardAmountFormatter(amountsOf(terms));
  switch (terms.kind) {
    case 'personal-loan':
      return [
        { label: 'Estimated APR', value: formatBps(terms.estimatedAprBps) },
        { label: 'APR range', value: formatBpsRange(terms.aprMinBps, terms.aprMaxBps) },
        { label: 'Loan amount', value: formatAmount(terms.amountCents) },
        { label: 'Term', value: formatMonths(terms.termMonths) },
        { label: 'Monthly payment', value: formatAmount(terms.monthlyPaymentCents) },
        { label: 'Total of payments', value: formatAmount(terms.totalOfPaymentsCents) },
        { label: 'Total interest', value: formatAmount(terms.totalInterestCents) },
        { label: 'Origination fee', value: formatAmount(terms.originationFeeCents) },
        { label: 'Total cost (interest and fees)', value: formatAmount(terms.totalCostCents) },
      ];
    case 'credit-card':
      return [
        { label: 'Purchase APR', value: formatBpsRange(terms.purchaseAprMinBps, terms.purchaseAprMaxBps) },
        {
          label: 'Intro APR',
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
        { label: 'Fee', value: `${formatBpsRange(terms.feeMinBps, terms.feeMaxBps)} of the debt you enroll` },
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
      return [
        { label: 'Monthly fee', value: formatAmount(terms.monthlyFeeCents) },
        { label: 'Loan amount', value: formatAmount(terms.loanAmountCents) },
        { label: 'Term', value: formatMonths(terms.termMonths) },
        { label: 'APR', value: formatBps(terms.aprBps) },
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
        { label: 'APY', value: formatBps(terms.apyBps) },
        { label: 'Minimum deposit', value: formatAmount(terms.minDepositCents) },
        { label: 'Monthly fee', value: formatAmount(terms.monthlyFeeCents) },
      ];
  }
}

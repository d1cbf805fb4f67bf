import type { OfferTerms } from '@fernleaf/contract/marketplace';
import { describe, expect, it } from 'vitest';
import { termFigures } from './offer-terms';

const loan: OfferTerms = {
  kind: 'personal-loan',
  interestRateMinBps: 799,
  interestRateMaxBps: 3599,
  estimatedInterestRateBps: 1299,
  // $10,000 over 36 months with a 3% fee: the APRs count the fee (Regulation Z Appendix J).
  aprMinBps: 1007,
  aprMaxBps: 3846,
  estimatedAprBps: 1513,
  amountCents: 1_000_000,
  termMonths: 36,
  originationFeeCents: 30_000,
  amountFinancedCents: 970_000,
  monthlyPaymentCents: 33_689,
  finalPaymentCents: 33_693,
  totalOfPaymentsCents: 1_212_808,
  totalInterestCents: 212_808,
  totalCostCents: 242_808,
};

const amountsOf = (terms: OfferTerms) =>
  termFigures(terms)
    .map((figure) => figure.value)
    .filter((value) => value.startsWith('$'));

describe('termFigures', () => {
  it('shows every amount of every offer to the cent, so one page never mixes "$10,000.00" and "$1,000"', () => {
    expect(amountsOf(loan)).toContain('$10,000.00');
    expect(
      amountsOf({
        kind: 'credit-builder',
        monthlyFeeCents: 1_500,
        loanAmountCents: 100_000,
        termMonths: 12,
        interestRateBps: 0,
        aprBps: 3172,
        totalCostCents: 18_000,
      }),
    ).toEqual(['$15.00', '$1,000.00', '$180.00']);
  });

  it('shows the APR and the interest rate as two figures, and the range as APRs', () => {
    const figures = Object.fromEntries(termFigures(loan).map((figure) => [figure.label, figure.value]));
    expect(figures['Estimated APR']).toBe('15.13%');
    expect(figures['Interest rate']).toBe('12.99%');
    expect(figures['APR range for this amount']).toBe('10.07% to 38.46%');
    expect(figures['Amount you receive']).toBe('$9,700.00');
  });

  it('says what a card’s intro APR applies to, so 0% on balance transfers never reads as 0% on purchases', () => {
    const card = (
      introAprAppliesTo: Extract<OfferTerms, { kind: 'credit-card' }>['introAprAppliesTo'],
      introAprMonths = 21,
    ): OfferTerms => ({
      kind: 'credit-card',
      purchaseAprMinBps: 1799,
      purchaseAprMaxBps: 2799,
      introAprMonths,
      introAprAppliesTo,
      annualFeeCents: 0,
      securityDepositCents: 0,
      rewards: 'No rewards',
    });
    const introOf = (terms: OfferTerms) => termFigures(terms).filter((figure) => figure.label.startsWith('Intro APR'));
    expect(introOf(card('BALANCE_TRANSFERS'))).toEqual([
      { label: 'Intro APR on balance transfers', value: '0% for 21 months' },
    ]);
    expect(introOf(card('PURCHASES'))).toEqual([{ label: 'Intro APR on purchases', value: '0% for 21 months' }]);
    expect(introOf(card('PURCHASES_AND_BALANCE_TRANSFERS'))).toEqual([
      { label: 'Intro APR on purchases and balance transfers', value: '0% for 21 months' },
    ]);
    expect(introOf(card(null, 0))).toEqual([{ label: 'Intro APR', value: 'None' }]);
  });

  it('discloses the final payment apart from the others, as the schedule runs', () => {
    const figures = Object.fromEntries(termFigures(loan).map((figure) => [figure.label, figure.value]));
    expect(figures.Payments).toBe('35 payments of $336.89 and a final payment of $336.93');
    expect(figures['Total of payments']).toBe('$12,128.08');
  });

  it('says "APR" on a credit builder only for the APR that counts the monthly fee, and "Interest rate" for the note rate', () => {
    // $1,000 over 12 months at 15.9% with $9.99 a month: the fee is a finance charge, so the APR is 36.42%.
    const figures = termFigures({
      kind: 'credit-builder',
      monthlyFeeCents: 999,
      loanAmountCents: 100_000,
      termMonths: 12,
      interestRateBps: 1590,
      aprBps: 3642,
      totalCostCents: 20_804,
    });
    const byLabel = Object.fromEntries(figures.map((figure) => [figure.label, figure.value]));
    expect(byLabel.APR).toBe('36.42%');
    expect(byLabel['Interest rate']).toBe('15.90%');
    expect(byLabel['Total cost (interest and fees)']).toBe('$208.04');
    const aprLabelled = figures.filter((figure) => /\bAPR\b/.test(figure.label)).map((figure) => figure.value);
    expect(aprLabelled).toEqual(['36.42%']);
  });
});

import type { OfferTerms } from '@fernleaf/contract/marketplace';
import { describe, expect, it } from 'vitest';
import { termFigures } from './offer-terms';

const loan: OfferTerms = {
  kind: 'personal-loan',
  aprMinBps: 799,
  aprMaxBps: 3599,
  estimatedAprBps: 1299,
  amountCents: 2_112_900,
  termMonths: 36,
  originationFeeCents: 30_000,
  monthlyPaymentCents: 44_591,
  totalOfPaymentsCents: 1_605_276,
  totalInterestCents: 192_376,
  totalCostCents: 222_376,
};

const amountsOf = (terms: OfferTerms) =>
  termFigures(terms)
    .map((figure) => figure.value)
    .filter((value) => value.startsWith('$'));

describe('termFigures', () => {
  it('shows every amount of a card in one format: cents on all when any has cents', () => {
    const amounts = amountsOf(loan);
    expect(amounts).toContain('$21,129.00');
    expect(amounts).toContain('$16,052.76');
    expect(amounts.every((amount) => /\.\d{2}$/.test(amount))).toBe(true);
  });

  it('shows whole dollars when every amount of the card is whole', () => {
    const amounts = amountsOf({
      kind: 'credit-builder',
      monthlyFeeCents: 1_500,
      loanAmountCents: 60_000,
      termMonths: 12,
      aprBps: 0,
    } as OfferTerms);
    expect(amounts).toEqual(['$15', '$600']);
  });
});

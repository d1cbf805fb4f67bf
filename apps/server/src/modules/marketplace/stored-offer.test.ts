import { describe, expect, it } from 'vitest';
import { storedOffer } from './stored-offer.ts';

// An offer as rows written before the interest rate and the APR were two figures hold it: one rate,
// named APR, that was the interest rate.
const legacyRow = {
  id: 'prairiestone-starter-loan',
  kind: 'personal-loan',
  partnerName: 'Prairiestone Loans',
  productName: 'Prairiestone Starter Loan',
  highlights: ['a', 'b', 'c'],
  terms: {
    kind: 'personal-loan',
    aprMinBps: 1899,
    aprMaxBps: 3599,
    estimatedAprBps: 1899,
    amountCents: 1_000_000,
    termMonths: 36,
    originationFeeCents: 60_000,
    monthlyPaymentCents: 36_652,
    totalOfPaymentsCents: 1_319_472,
    totalInterestCents: 319_472,
    totalCostCents: 379_472,
  },
  approvalOdds: null,
  compensation: { amountCents: 9000, basis: 'PER_APPROVAL', disclosure: 'Fernleaf is paid $90.' },
  chosenByCount: 0,
};

describe('storedOffer', () => {
  it('reads an offer stored with one rate as the interest rate, and works the APR out with the fee', () => {
    const offer = storedOffer(legacyRow);
    if (offer.terms.kind !== 'personal-loan') throw new Error('not a loan');
    expect(offer.terms.estimatedInterestRateBps).toBe(1899);
    // Appendix J with the 6% fee: 23.54% (the outside review's worked example), within 1/8 of a point.
    expect(Math.abs(offer.terms.estimatedAprBps - 2354)).toBeLessThanOrEqual(12.5);
    expect(Math.abs(offer.terms.aprMaxBps - 4105)).toBeLessThanOrEqual(12.5);
    expect(offer.terms.monthlyPaymentCents).toBe(36_651);
  });

  it('reads a current offer as it is', () => {
    const current = storedOffer(legacyRow);
    expect(storedOffer(current)).toEqual(current);
  });
});

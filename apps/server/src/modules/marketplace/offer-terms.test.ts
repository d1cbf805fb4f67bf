import { creditScoreBands } from '@fernleaf/contract/marketplace';
import { loanCost } from '@fernleaf/contract/marketplace-math';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxCatalogue } from '../../sandbox/marketplace-partners/catalogue.ts';
import {
  creditBuilderTerms,
  creditBuilderTotalCostCents,
  debtReliefTerms,
  estimatedRateBps,
  personalLoanTerms,
  representativeLoanTerms,
  shareOfCents,
} from './offer-terms.ts';
import {
  type CreditBuilderProduct,
  type DebtReliefProduct,
  type PersonalLoanProduct,
  productsOfKind,
} from './partner-products.ts';

const loan: PersonalLoanProduct = {
  kind: 'personal-loan',
  id: 'test-loan',
  partnerName: 'Test Lending',
  productName: 'Test Loan',
  highlights: [],
  rules: {
    minCreditScoreBand: 'FAIR',
    minAnnualIncomeCents: 3_000_000,
    excludedStates: [],
    refusedEmploymentStatuses: [],
    minAmountCents: 200_000,
    maxAmountCents: 4_000_000,
    purposes: ['OTHER'],
  },
  terms: {
    interestRateMinBps: 1000,
    interestRateMaxBps: 3000,
    termMonths: 36,
    originationFeeBps: 300,
    primaryBankDiscountBps: 50,
  },
  compensation: { amountCents: 10_000, basis: 'PER_APPROVAL' },
};

describe('estimatedRateBps', () => {
  const range = { minBps: 1000, maxBps: 3000 };

  it('spaces the bands a partner accepts evenly from its best rate to its highest', () => {
    expect(estimatedRateBps(range, 'FAIR', 'EXCELLENT')).toBe(1000);
    expect(estimatedRateBps(range, 'FAIR', 'GOOD')).toBe(2000);
    expect(estimatedRateBps(range, 'FAIR', 'FAIR')).toBe(3000);
    expect(estimatedRateBps(range, 'POOR', 'GOOD')).toBe(1667);
    expect(estimatedRateBps(range, 'POOR', 'FAIR')).toBe(2333);
    expect(estimatedRateBps(range, 'POOR', 'POOR')).toBe(3000);
  });

  it('answers the best rate when the partner takes only excellent scores', () => {
    expect(estimatedRateBps(range, 'EXCELLENT', 'EXCELLENT')).toBe(1000);
  });

  it('stays within the range for a band below the partner minimum', () => {
    expect(estimatedRateBps(range, 'GOOD', 'POOR')).toBe(3000);
  });

  it('never rises as the band improves', () => {
    for (const minBand of creditScoreBands) {
      const rates = [...creditScoreBands].reverse().map((band) => estimatedRateBps(range, minBand, band));
      expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    }
  });
});

describe('personalLoanTerms', () => {
  it('prices the amount at the estimated interest rate through the contract loanCost, the fee out of the money sent', () => {
    const terms = personalLoanTerms(loan, {
      amountCents: 1_000_000,
      creditScoreBand: 'GOOD',
      sharesPrimaryBank: false,
    });
    const at = (rateBps: number) =>
      loanCost({ principalCents: 1_000_000, rateBps, termMonths: 36, originationFeeCents: 30_000 });
    const { aprBps, ...cost } = at(2000);
    expect(terms).toEqual({
      kind: 'personal-loan',
      interestRateMinBps: 1000,
      interestRateMaxBps: 3000,
      estimatedInterestRateBps: 2000,
      aprMinBps: at(1000).aprBps,
      aprMaxBps: at(3000).aprBps,
      estimatedAprBps: aprBps,
      amountCents: 1_000_000,
      termMonths: 36,
      originationFeeCents: 30_000,
      ...cost,
    });
    expect(terms.amountFinancedCents).toBe(970_000);
    expect(terms.totalCostCents).toBe(terms.totalInterestCents + 30_000);
    expect(terms.totalOfPaymentsCents).toBe(terms.monthlyPaymentCents * 35 + terms.finalPaymentCents);
  });

  // The outside review's worked examples (Regulation Z Appendix J, actuarial method, computed apart
  // from this code): the sandbox lenders' best rates with their fees. Tolerance 1/8 of a point.
  it.each([
    { id: 'northwind-personal-loan', amountCents: 1_500_000, rate: 799, apr: 842 },
    { id: 'harborlight-fixed-rate-loan', amountCents: 1_000_000, rate: 995, apr: 1157 },
    { id: 'prairiestone-starter-loan', amountCents: 1_000_000, rate: 1899, apr: 2354 },
  ])('$id: the APR shown counts the origination fee', ({ id, amountCents, rate, apr }) => {
    const product = productsOfKind(sandboxCatalogue, 'personal-loan').find((candidate) => candidate.id === id);
    if (!product) throw new Error(id);
    const terms = personalLoanTerms(product, { amountCents, creditScoreBand: 'EXCELLENT', sharesPrimaryBank: false });
    expect(terms.estimatedInterestRateBps).toBe(rate);
    expect(Math.abs(terms.estimatedAprBps - apr)).toBeLessThanOrEqual(12.5);
  });

  it('words the APR range as APRs at the amount: Prairiestone at $10,000 is 23.54% to 41.05%', () => {
    const product = productsOfKind(sandboxCatalogue, 'personal-loan').find(
      (candidate) => candidate.id === 'prairiestone-starter-loan',
    );
    if (!product) throw new Error('prairiestone-starter-loan');
    const terms = personalLoanTerms(product, {
      amountCents: 1_000_000,
      creditScoreBand: 'GOOD',
      sharesPrimaryBank: false,
    });
    expect([terms.interestRateMinBps, terms.interestRateMaxBps]).toEqual([1899, 3599]);
    expect(Math.abs(terms.aprMinBps - 2354)).toBeLessThanOrEqual(12.5);
    expect(Math.abs(terms.aprMaxBps - 4105)).toBeLessThanOrEqual(12.5);
  });

  it('takes the primary-bank discount off the rate, never below the minimum', () => {
    const shared = personalLoanTerms(loan, {
      amountCents: 1_000_000,
      creditScoreBand: 'GOOD',
      sharesPrimaryBank: true,
    });
    expect(shared.estimatedInterestRateBps).toBe(1950);
    const best = personalLoanTerms(loan, {
      amountCents: 1_000_000,
      creditScoreBand: 'EXCELLENT',
      sharesPrimaryBank: true,
    });
    expect(best.estimatedInterestRateBps).toBe(1000);
  });

  it('keeps every figure whole cents and consistent for any amount and band', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 400 }).map((hundreds) => hundreds * 10_000),
        fc.constantFrom(...creditScoreBands),
        fc.boolean(),
        (amountCents, creditScoreBand, sharesPrimaryBank) => {
          const terms = personalLoanTerms(loan, { amountCents, creditScoreBand, sharesPrimaryBank });
          for (const value of Object.values(terms))
            if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
          expect(terms.estimatedAprBps).toBeGreaterThanOrEqual(terms.aprMinBps);
          expect(terms.estimatedAprBps).toBeLessThanOrEqual(terms.aprMaxBps);
          // A 3% fee is a finance charge: every APR is above its interest rate.
          expect(terms.estimatedAprBps).toBeGreaterThan(terms.estimatedInterestRateBps);
          expect(terms.aprMinBps).toBeGreaterThan(terms.interestRateMinBps);
          expect(terms.totalOfPaymentsCents).toBeGreaterThan(amountCents);
          expect(terms.totalCostCents).toBe(terms.totalOfPaymentsCents - amountCents + terms.originationFeeCents);
        },
      ),
    );
  });
});

describe('representativeLoanTerms', () => {
  it('quotes $10,000 over the term at the middle of the interest-rate range', () => {
    const terms = representativeLoanTerms(loan);
    expect(terms).toMatchObject({
      amountCents: 1_000_000,
      estimatedInterestRateBps: 2000,
      originationFeeCents: 30_000,
    });
    expect(terms.monthlyPaymentCents).toBe(
      loanCost({ principalCents: 1_000_000, rateBps: 2000, termMonths: 36, originationFeeCents: 30_000 })
        .monthlyPaymentCents,
    );
  });

  it('moves the amount into the lender range when $10,000 is outside it', () => {
    const small = { ...loan, rules: { ...loan.rules, maxAmountCents: 500_000 } };
    expect(representativeLoanTerms(small).amountCents).toBe(500_000);
    const large = { ...loan, rules: { ...loan.rules, minAmountCents: 1_500_000 } };
    expect(representativeLoanTerms(large).amountCents).toBe(1_500_000);
  });
});

describe('shareOfCents', () => {
  it('rounds a share to the nearest cent', () => {
    expect(shareOfCents(1_000_000, 300)).toBe(30_000);
    expect(shareOfCents(12_345, 250)).toBe(309);
    expect(shareOfCents(0, 2500)).toBe(0);
  });
});

describe('debtReliefTerms', () => {
  const program: DebtReliefProduct = {
    kind: 'debt-relief',
    id: 'test-relief',
    partnerName: 'Test Relief',
    productName: 'Test Program',
    highlights: [],
    rules: { minDebtCents: 750_000, minAnnualIncomeCents: 1_000_000, excludedStates: [] },
    terms: { feeMinBps: 1500, feeMaxBps: 2500, programMonthsMin: 24, programMonthsMax: 48 },
    compensation: { amountCents: 30_000, basis: 'PER_ENROLLMENT' },
  };

  it('answers the most the program can cost: the debt times the highest fee', () => {
    expect(debtReliefTerms(program, 2_000_000)).toEqual({
      kind: 'debt-relief',
      feeMinBps: 1500,
      feeMaxBps: 2500,
      programMonthsMin: 24,
      programMonthsMax: 48,
      minDebtCents: 750_000,
      maxFeeCents: 500_000,
    });
  });

  it('leaves it unknown without a debt', () => {
    expect(debtReliefTerms(program, null).maxFeeCents).toBeNull();
  });
});

describe('credit builders', () => {
  const builder = (terms: CreditBuilderProduct['terms']): CreditBuilderProduct => ({
    kind: 'credit-builder',
    id: 'test-builder',
    partnerName: 'Test',
    productName: 'Test Builder',
    highlights: [],
    terms,
    compensation: { amountCents: 1, basis: 'PER_ACCOUNT_OPENED' },
  });

  /**
   * The APR by the actuarial method, worked apart from the code under test: the level payment by the
   * textbook formula P·i / (1 − (1 + i)^−n), the fee added to every payment, and the monthly rate at
   * which those payments discounted month by month equal the loan amount found by bisection; APR = 12
   * times that rate (Regulation Z Appendix J, unit-period monthly, no odd days). In basis points.
   */
  function actuarialAprBps(loanDollars: number, notePercent: number, months: number, feeDollars: number): number {
    const i = notePercent / 100 / 12;
    const level = i === 0 ? loanDollars / months : (loanDollars * i) / (1 - (1 + i) ** -months);
    const payment = level + feeDollars;
    const presentValue = (rate: number) => {
      let sum = 0;
      for (let k = 1; k <= months; k += 1) sum += payment / (1 + rate) ** k;
      return sum;
    };
    let low = 0;
    let high = 1;
    for (let step = 0; step < 200; step += 1) {
      const mid = (low + high) / 2;
      // The present value falls as the rate rises: above the loan amount, the rate is too low.
      if (presentValue(mid) > loanDollars) low = mid;
      else high = mid;
    }
    return ((low + high) / 2) * 12 * 10_000;
  }

  it.each([
    // $1,000 over 12 months at a 15.9% note rate with a $9.99 monthly fee: the fee is a finance
    // charge, so the APR (about 36%) is far above the 15.9% interest rate.
    { loanCents: 100_000, rateBps: 1590, months: 12, feeCents: 999 },
    // The sandbox's Keystep builder: $600 over 24 months, no interest, $9 a month.
    { loanCents: 60_000, rateBps: 0, months: 24, feeCents: 900 },
    // No fee: the APR is the interest rate.
    { loanCents: 100_000, rateBps: 1590, months: 12, feeCents: 0 },
  ])(
    '$loanCents cents over $months months at $rateBps bps with a $feeCents cents fee: the APR counts the fee',
    ({ loanCents, rateBps, months, feeCents }) => {
      const terms = creditBuilderTerms(
        builder({
          monthlyFeeCents: feeCents,
          loanAmountCents: loanCents,
          termMonths: months,
          interestRateBps: rateBps,
        }),
      );
      const expected = actuarialAprBps(loanCents / 100, rateBps / 100, months, feeCents / 100);
      expect(terms.interestRateBps).toBe(rateBps);
      // Tolerance 1/8 of a point, as Regulation Z allows for a regular transaction (1026.22(a)(2)).
      expect(Math.abs(terms.aprBps - expected)).toBeLessThanOrEqual(12.5);
      if (feeCents > 0) expect(terms.aprBps - terms.interestRateBps).toBeGreaterThan(1000);
    },
  );

  it('pins the worked example: $1,000, 12 months, 15.9%, $9.99 a month is a 36.42% APR', () => {
    // By the formula: a level payment of $90.68 plus the $9.99 fee is $100.67 a month, and 12 of them
    // are worth $1,000 at 3.035% a month, 36.42% a year.
    expect(Math.abs(actuarialAprBps(1000, 15.9, 12, 9.99) - 3642)).toBeLessThan(1);
    const terms = creditBuilderTerms(
      builder({ monthlyFeeCents: 999, loanAmountCents: 100_000, termMonths: 12, interestRateBps: 1590 }),
    );
    expect(terms.interestRateBps).toBe(1590);
    expect(Math.abs(terms.aprBps - 3642)).toBeLessThanOrEqual(12.5);
  });

  it('adds every monthly fee to the interest for the total cost, the same figure the tile and the order use', () => {
    const keystep = builder({ monthlyFeeCents: 900, loanAmountCents: 60_000, termMonths: 24, interestRateBps: 0 });
    expect(creditBuilderTotalCostCents(keystep)).toBe(21_600);
    expect(creditBuilderTerms(keystep).totalCostCents).toBe(21_600);
    const interest = loanCost({
      principalCents: 100_000,
      rateBps: 1590,
      termMonths: 12,
      originationFeeCents: 0,
    }).totalInterestCents;
    expect(
      creditBuilderTotalCostCents(
        builder({ monthlyFeeCents: 0, loanAmountCents: 100_000, termMonths: 12, interestRateBps: 1590 }),
      ),
    ).toBe(interest);
  });
});

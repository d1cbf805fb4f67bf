import { offerSchema } from '@fernleaf/contract/marketplace';
import { describe, expect, it } from 'vitest';
import { sandboxCatalogue } from '../../sandbox/marketplace-partners/catalogue.ts';
import { type PartnerProduct, productsOfKind } from './partner-products.ts';
import { type MemberFacts, productsOffersTiles } from './products-offers.ts';

const unknownMember: MemberFacts = { annualIncomeCents: null, employmentStatus: null, payFrequency: null };
const options = { brandName: 'Fernleaf' };
const ids = (offers: { id: string }[]) => offers.map((offer) => offer.id);

describe('productsOffersTiles', () => {
  it('shows every loan as a general tile: $10,000 over its term at its middle interest rate, cheapest first, no odds', () => {
    const { offers } = productsOffersTiles(sandboxCatalogue, unknownMember, options);
    expect(offers).toHaveLength(productsOfKind(sandboxCatalogue, 'personal-loan').length);
    const costs = offers.map((offer) => (offer.terms.kind === 'personal-loan' ? offer.terms.totalCostCents : -1));
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    for (const offer of offers) {
      expect(offer.approvalOdds).toBeNull();
      if (offer.terms.kind !== 'personal-loan') throw new Error('not a loan');
      expect(offer.terms.amountCents).toBe(1_000_000);
      expect(offer.terms.estimatedInterestRateBps).toBe(
        Math.round((offer.terms.interestRateMinBps + offer.terms.interestRateMaxBps) / 2),
      );
      // The APRs shown count the fee, so they are never below the interest rates.
      expect(offer.terms.aprMinBps).toBeGreaterThanOrEqual(offer.terms.interestRateMinBps);
      expect(offer.terms.estimatedAprBps).toBeGreaterThanOrEqual(offer.terms.estimatedInterestRateBps);
    }
  });

  it('lists credit builders by total cost, cards by lowest APR then fee, savings by highest yield', () => {
    const tiles = productsOffersTiles(sandboxCatalogue, unknownMember, options);
    expect(ids(tiles.creditBuilder)).toEqual(['sproutline-builder-loan', 'keystep-builder-account']);
    expect(ids(tiles.creditCards)).toEqual([
      'quillmoor-balance-transfer',
      'saltmarsh-everyday-cash',
      'aldergate-voyager-card',
      'larkhaven-starter-card',
      'emberly-secured-card',
    ]);
    expect(ids(tiles.savings)).toEqual([
      'wrenfield-goal-saver',
      'cloudberry-high-yield-savings',
      'oakhollow-online-savings',
    ]);
    // The balance transfer card's 0% is on transfers: the tile says so, beside its purchase APR.
    expect(tiles.creditCards[0]?.terms).toMatchObject({
      purchaseAprMinBps: 1799,
      introAprMonths: 21,
      introAprAppliesTo: 'BALANCE_TRANSFERS',
    });
    for (const offer of [...tiles.creditBuilder, ...tiles.creditCards, ...tiles.savings]) {
      expect(offer.approvalOdds).toBeNull();
      expect(offerSchema.parse({ ...offer, chosenByCount: 0 })).toBeTruthy();
    }
  });

  // Worked apart (actuarial method, Appendix J): Keystep's $600 over 24 months at 0% with $9 a month is
  // 24 payments of $34.00, worth $600 at 2.6216% a month: 31.46%. Sproutline charges no fee: 15.90%.
  it('shows each credit builder with its interest rate and an APR that counts the monthly fee', () => {
    const { creditBuilder } = productsOffersTiles(sandboxCatalogue, unknownMember, options);
    const rates = creditBuilder.map((offer) => {
      if (offer.terms.kind !== 'credit-builder') throw new Error('not a credit builder');
      return { id: offer.id, interestRateBps: offer.terms.interestRateBps, aprBps: offer.terms.aprBps };
    });
    expect(rates.map(({ id, interestRateBps }) => [id, interestRateBps])).toEqual([
      ['sproutline-builder-loan', 1590],
      ['keystep-builder-account', 0],
    ]);
    const [sproutline, keystep] = rates;
    expect(Math.abs((sproutline?.aprBps ?? 0) - 1590)).toBeLessThanOrEqual(12.5);
    expect(Math.abs((keystep?.aprBps ?? 0) - 3146)).toBeLessThanOrEqual(12.5);
  });

  it('shows earned-wage access without a limit or odds when nothing is on file', () => {
    const { earnedWageAccess } = productsOffersTiles(sandboxCatalogue, unknownMember, options);
    expect(ids(earnedWageAccess)).toEqual(['earnbridge-pay-access', 'tallyday-early-pay']);
    for (const offer of earnedWageAccess) {
      expect(offer.terms).toMatchObject({ kind: 'earned-wage-access', estimatedLimitCents: null });
      expect(offer.approvalOdds).toBeNull();
    }
  });

  it('personalises earned-wage access from the income profile and pay schedule', () => {
    const { earnedWageAccess } = productsOffersTiles(
      sandboxCatalogue,
      { annualIncomeCents: 1_440_000, employmentStatus: 'EMPLOYED_PART_TIME', payFrequency: 'WEEKLY' },
      options,
    );
    // $14,400 paid weekly: $276.92 a paycheck, $138.46 earned by mid-week, shown as $130.
    expect(earnedWageAccess.map((offer) => offer.terms)).toEqual([
      { kind: 'earned-wage-access', maxAdvanceCents: 50_000, instantFeeCents: 299, estimatedLimitCents: 13_000 },
      { kind: 'earned-wage-access', maxAdvanceCents: 75_000, instantFeeCents: 399, estimatedLimitCents: 13_000 },
    ]);
    expect(earnedWageAccess[0]?.approvalOdds).toEqual({
      level: 'HIGH',
      explanation:
        'Your pay schedule is on file, so Earnbridge can time advances to your paydays, and your $14,400 income is 1.4 times its $10,000 minimum.',
    });
    // Tallyday's minimum is $12,000: $14,400 just clears it, so even with the pay schedule it is MEDIUM.
    expect(earnedWageAccess[1]?.approvalOdds?.level).toBe('MEDIUM');
  });

  it('leaves out the providers whose rules the records fail', () => {
    const retired = productsOffersTiles(
      sandboxCatalogue,
      { annualIncomeCents: 4_000_000, employmentStatus: 'RETIRED', payFrequency: null },
      options,
    );
    expect(retired.earnedWageAccess).toEqual([]);
    const student = productsOffersTiles(
      sandboxCatalogue,
      { annualIncomeCents: 4_000_000, employmentStatus: 'STUDENT', payFrequency: null },
      options,
    );
    expect(ids(student.earnedWageAccess)).toEqual(['earnbridge-pay-access']);
    expect(student.earnedWageAccess[0]?.approvalOdds?.level).toBe('MEDIUM');
  });

  it('orders no widget by compensation', () => {
    const reversedPay: PartnerProduct[] = sandboxCatalogue.map((product, index) => ({
      ...product,
      compensation: { ...product.compensation, amountCents: (index + 1) * 1_000 },
    }));
    const expected = productsOffersTiles(sandboxCatalogue, unknownMember, options);
    const actual = productsOffersTiles([...reversedPay].reverse(), unknownMember, options);
    for (const widget of Object.keys(expected) as (keyof typeof expected)[]) {
      expect(ids(actual[widget])).toEqual(ids(expected[widget]));
    }
  });
});

import { saveAnnualIncome, saveEmployment } from '@fernleaf/contract/income-profile';
import { getProductsOffers, type Offer, productsOffersSchema } from '@fernleaf/contract/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, ok } from '../../test/call.ts';
import {
  bodies,
  createMarketplaceTestApp,
  givePaySchedule,
  type MarketplaceTestApp,
  newMember,
  submit,
  termsOf,
} from '../../test/test-marketplace-app.ts';

const pageOf = (member: Caller) => ok(call(member, getProductsOffers));

let t: MarketplaceTestApp;
let unknown: Caller;
let earner: Caller;
let retiree: Caller;
let fairApplicant: Caller;

beforeAll(async () => {
  t = await createMarketplaceTestApp();
  [unknown, earner, retiree, fairApplicant] = await Promise.all([
    newMember(t),
    newMember(t),
    newMember(t),
    newMember(t),
  ]);
});
afterAll(() => t.close());

/** An earned-wage tile's estimated limit. */
const limitOf = (tile: Offer) => termsOf(tile, 'earned-wage-access').estimatedLimitCents;

describe('the products-and-offers page', () => {
  it('needs a signed-in member', async () => {
    expect((await call({ app: t.app }, getProductsOffers)).statusCode).toBe(401);
  });

  it('answers every widget in rank order, each tile disclosing what the brand is paid', async () => {
    const page = await pageOf(unknown);
    expect(productsOffersSchema.safeParse(page).success).toBe(true);
    // No loan application yet: general tiles, and the page is told they are not the member's rates.
    expect(page.offersBasis).toEqual({ kind: 'GENERAL' });
    expect(page.offers.map((tile) => tile.kind)).toEqual(Array(4).fill('personal-loan'));
    expect(page.offers.map((tile) => termsOf(tile, 'personal-loan').amountCents)).toEqual([
      1_000_000, 1_000_000, 1_000_000, 1_000_000,
    ]);
    expect(page.creditBuilder.map((tile) => tile.id)).toEqual(['sproutline-builder-loan', 'keystep-builder-account']);
    expect(page.creditCards).toHaveLength(5);
    expect(page.savings.map((tile) => termsOf(tile, 'savings').apyBps)).toEqual([440, 415, 380]);
    const { offersBasis: _basis, ...widgets } = page;
    for (const tile of Object.values(widgets).flat()) {
      expect(tile.compensation.disclosure).toMatch(/^Fernleaf is paid \$[\d,]+ by .+\.$/);
      expect(tile.chosenByCount).toBe(0);
    }
    expect(page.earnedWageAccess.map((tile) => [tile.id, limitOf(tile), tile.approvalOdds])).toEqual([
      ['earnbridge-pay-access', null, null],
      ['tallyday-early-pay', null, null],
    ]);
  });

  it("personalises earned-wage access from the member's income profile and pay schedule", async () => {
    await ok(
      call(earner, saveEmployment, {
        body: { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Blue Harbor Cafe' },
      }),
    );
    await ok(call(earner, saveAnnualIncome, { body: { annualIncomeCents: 3_120_000 } }));
    // No schedule yet: every two weeks is assumed, $1,200 a paycheck, half is $600, capped at each maximum.
    const assumed = await pageOf(earner);
    expect(assumed.earnedWageAccess.map((tile) => [tile.id, limitOf(tile)])).toEqual([
      ['earnbridge-pay-access', 50_000],
      ['tallyday-early-pay', 60_000],
    ]);
    expect(assumed.earnedWageAccess[0]?.approvalOdds?.level).toBe('MEDIUM');

    await givePaySchedule(t, earner);
    // Paid monthly: $2,600 a paycheck, half is $1,300, capped at $500 and $750.
    const monthly = await pageOf(earner);
    expect(monthly.earnedWageAccess.map(limitOf)).toEqual([50_000, 75_000]);
    expect(monthly.earnedWageAccess[0]?.approvalOdds).toEqual({
      level: 'HIGH',
      explanation:
        'Your pay schedule is on file, so Earnbridge can time advances to your paydays, and your $31,200 income is 3.1 times its $10,000 minimum.',
    });
  });

  it('leaves out earned-wage providers whose rules the records fail', async () => {
    await ok(call(retiree, saveEmployment, { body: { employmentStatus: 'RETIRED' } }));
    await ok(call(retiree, saveAnnualIncome, { body: { annualIncomeCents: 4_000_000 } }));
    const page = await pageOf(retiree);
    expect(page.earnedWageAccess).toEqual([]);
    expect(page.offers).toHaveLength(4);
  });

  it('shows a Fair-credit member the loan offers their own application matched, not general rates', async () => {
    const application = await ok(
      submit(
        fairApplicant,
        bodies.personalLoan({
          creditScoreBand: 'FAIR',
          loanAmountCents: 1_000_000,
          annualIncomeCents: 5_000_000,
          primaryBank: { include: false },
        }),
      ),
    );
    const page = await pageOf(fairApplicant);
    expect(page.offersBasis).toEqual({
      kind: 'LAST_APPLICATION',
      applicationId: application.id,
      appliedAt: application.createdAt,
    });
    // The same lenders at the same APRs as the application, none the application did not match.
    const figures = (tiles: Offer[]) => tiles.map((tile) => [tile.id, termsOf(tile, 'personal-loan').estimatedAprBps]);
    expect(figures(page.offers)).toEqual(figures(application.result.offers));
    expect(page.offers.length).toBeLessThan(4);
    // Another member still sees general tiles.
    expect((await pageOf(unknown)).offersBasis).toEqual({ kind: 'GENERAL' });
  });
});

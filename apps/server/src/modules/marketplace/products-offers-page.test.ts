import { productsOffersSchema } from '@fernleaf/contract/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/bank-test-kit.ts';
import {
  bodies,
  createMarketplaceTestApp,
  get,
  givePaySchedule,
  type MarketplaceTestApp,
  newMember,
  ok,
  submit,
} from '../../test/test-marketplace-app.ts';

const pageUrl = '/api/marketplace/products-offers';

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

const put = (member: Caller, path: string, payload: Record<string, unknown>) =>
  ok(
    t.app.inject({
      method: 'PUT',
      url: `/api/user/income-profile/${path}`,
      headers: { authorization: member.authorization },
      remoteAddress: member.remoteAddress,
      payload,
    }),
  );

interface Tile {
  id: string;
  kind: string;
  terms: Record<string, number | string | null>;
  approvalOdds: { level: string; explanation: string } | null;
  compensation: { disclosure: string };
  chosenByCount: number;
}
type Page = Record<'offers' | 'earnedWageAccess' | 'creditBuilder' | 'creditCards' | 'savings', Tile[]> & {
  offersBasis: { kind: string; applicationId?: string; appliedAt?: string };
};

describe('GET /api/marketplace/products-offers', () => {
  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ url: pageUrl })).statusCode).toBe(401);
  });

  it('answers every widget in rank order, each tile disclosing what the brand is paid', async () => {
    const page = await ok<Page>(get(unknown, pageUrl));
    expect(productsOffersSchema.safeParse(page).success).toBe(true);
    // No loan application yet: general tiles, and the page is told they are not the member's rates.
    expect(page.offersBasis).toEqual({ kind: 'GENERAL' });
    expect(page.offers.map((tile) => tile.kind)).toEqual(Array(4).fill('personal-loan'));
    expect(page.offers.map((tile) => tile.terms.amountCents)).toEqual([1_000_000, 1_000_000, 1_000_000, 1_000_000]);
    expect(page.creditBuilder.map((tile) => tile.id)).toEqual(['sproutline-builder-loan', 'keystep-builder-account']);
    expect(page.creditCards).toHaveLength(5);
    expect(page.savings.map((tile) => tile.terms.apyBps)).toEqual([440, 415, 380]);
    const { offersBasis: _basis, ...widgets } = page;
    for (const tile of Object.values(widgets).flat()) {
      expect(tile.compensation.disclosure).toMatch(/^Fernleaf is paid \$[\d,]+ by .+\.$/);
      expect(tile.chosenByCount).toBe(0);
    }
    expect(page.earnedWageAccess.map((tile) => [tile.id, tile.terms.estimatedLimitCents, tile.approvalOdds])).toEqual([
      ['earnbridge-pay-access', null, null],
      ['tallyday-early-pay', null, null],
    ]);
  });

  it("personalises earned-wage access from the member's income profile and pay schedule", async () => {
    await put(earner, 'employment', { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Blue Harbor Cafe' });
    await put(earner, 'annual-income', { annualIncomeCents: 3_120_000 });
    // No schedule yet: every two weeks is assumed, $1,200 a paycheck, half is $600, capped at each maximum.
    const assumed = await ok<Page>(get(earner, pageUrl));
    expect(assumed.earnedWageAccess.map((tile) => [tile.id, tile.terms.estimatedLimitCents])).toEqual([
      ['earnbridge-pay-access', 50_000],
      ['tallyday-early-pay', 60_000],
    ]);
    expect(assumed.earnedWageAccess[0]?.approvalOdds?.level).toBe('MEDIUM');

    await givePaySchedule(t, earner);
    // Paid monthly: $2,600 a paycheck, half is $1,300, capped at $500 and $750.
    const monthly = await ok<Page>(get(earner, pageUrl));
    expect(monthly.earnedWageAccess.map((tile) => tile.terms.estimatedLimitCents)).toEqual([50_000, 75_000]);
    expect(monthly.earnedWageAccess[0]?.approvalOdds).toEqual({
      level: 'HIGH',
      explanation:
        'Your pay schedule is on file, so Earnbridge can time advances to your paydays, and your $31,200 income is 3.1 times its $10,000 minimum.',
    });
  });

  it('leaves out earned-wage providers whose rules the records fail', async () => {
    await put(retiree, 'employment', { employmentStatus: 'RETIRED' });
    await put(retiree, 'annual-income', { annualIncomeCents: 4_000_000 });
    const page = await ok<Page>(get(retiree, pageUrl));
    expect(page.earnedWageAccess).toEqual([]);
    expect(page.offers).toHaveLength(4);
  });

  it('shows a Fair-credit member the loan offers their own application matched, not general rates', async () => {
    const application = await ok<{ id: string; createdAt: string; result: { offers: Tile[] } }>(
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
    const page = await ok<Page>(get(fairApplicant, pageUrl));
    expect(page.offersBasis).toEqual({
      kind: 'LAST_APPLICATION',
      applicationId: application.id,
      appliedAt: application.createdAt,
    });
    // The same lenders at the same APRs as the application, none the application did not match.
    const figures = (tiles: Tile[]) => tiles.map((tile) => [tile.id, tile.terms.estimatedAprBps]);
    expect(figures(page.offers)).toEqual(figures(application.result.offers));
    expect(page.offers.length).toBeLessThan(4);
    // Another member still sees general tiles.
    expect((await ok<Page>(get(unknown, pageUrl))).offersBasis).toEqual({ kind: 'GENERAL' });
  });
});

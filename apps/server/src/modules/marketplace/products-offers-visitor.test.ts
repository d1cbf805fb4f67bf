// The products-and-offers page for a visitor (decision 081): general terms anyone may
// read, nothing about the caller in the answer and no eligibility claimed, limited per address.
import { saveAnnualIncome, saveEmployment } from '@fernleaf/contract/income-profile';
import {
  type GeneralProductsOffers,
  generalProductsOffersSchema,
  getGeneralProductsOffers,
  getProductsOffers,
} from '@fernleaf/contract/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller as Member } from '../../test/bank-test-kit.ts';
import { type Caller, call, callUnchecked, ok } from '../../test/call.ts';
import {
  bodies,
  createMarketplaceTestApp,
  givePaySchedule,
  type MarketplaceTestApp,
  newMember,
  submit,
  termsOf,
} from '../../test/test-marketplace-app.ts';

let t: MarketplaceTestApp;
let visitor: Caller;
let member: Member;

beforeAll(async () => {
  t = await createMarketplaceTestApp();
  visitor = { app: t.app, remoteAddress: '198.51.100.20' };
  member = await newMember(t);
});
afterAll(() => t.close());

const tilesOf = (page: GeneralProductsOffers) =>
  [page.offers, page.earnedWageAccess, page.creditBuilder, page.creditCards, page.savings].flat();

describe('the products-and-offers page for a visitor', () => {
  it('answers every widget on general terms without a token, none claiming odds', async () => {
    const page = await ok(call(visitor, getGeneralProductsOffers));
    expect(page.offersBasis).toEqual({ kind: 'GENERAL' });
    // Loans at $10,000 at the middle of each lender's range, as a member with no application sees them.
    expect(page.offers.map((tile) => termsOf(tile, 'personal-loan').amountCents)).toEqual(Array(4).fill(1_000_000));
    expect(page.creditBuilder).toHaveLength(2);
    expect(page.creditCards).toHaveLength(5);
    expect(page.savings).toHaveLength(3);
    expect(page.earnedWageAccess.map((tile) => termsOf(tile, 'earned-wage-access').estimatedLimitCents)).toEqual([
      null,
      null,
    ]);
    for (const tile of tilesOf(page)) {
      expect(tile.approvalOdds).toBeNull();
      expect(tile.compensation.disclosure).toMatch(/^Fernleaf is paid \$[\d,]+ by .+\.$/);
    }
  });

  it('holds no member data: a member’s token is not looked at, and their records change nothing', async () => {
    await ok(
      call(member, saveEmployment, {
        body: { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Blue Harbor Cafe' },
      }),
    );
    await ok(call(member, saveAnnualIncome, { body: { annualIncomeCents: 3_120_000 } }));
    await givePaySchedule(t, member);
    const application = await ok(submit(member, bodies.personalLoan({ creditScoreBand: 'FAIR' })));
    // The member's own page is personalised: their application's offers and their earned-wage estimate.
    const own = await ok(call(member, getProductsOffers));
    expect(own.offersBasis).toMatchObject({ kind: 'LAST_APPLICATION', applicationId: application.id });
    expect(own.earnedWageAccess.some((tile) => tile.approvalOdds !== null)).toBe(true);

    const asVisitor = await call(visitor, getGeneralProductsOffers);
    const withToken = await call(member, getGeneralProductsOffers);
    expect(withToken.data).toEqual(asVisitor.data);
    expect(generalProductsOffersSchema.safeParse(asVisitor.data).success).toBe(true);
    for (const trace of [member.memberId, application.id, 'Blue Harbor Cafe', '3120000', 'LAST_APPLICATION']) {
      expect(asVisitor.body).not.toContain(trace);
    }
    expect(asVisitor.data.offers.map((tile) => tile.id)).not.toEqual(own.offers.map((tile) => tile.id));
  });

  it('quotes the loans at the amount asked, each lender at its nearest amount', async () => {
    const page = await ok(call(visitor, getGeneralProductsOffers, { query: { loanAmountCents: 300_000 } }));
    const amounts = page.offers.map((tile) => termsOf(tile, 'personal-loan').amountCents);
    expect(amounts).toContain(300_000);
    expect(amounts.every((amount) => amount >= 300_000)).toBe(true);
  });

  it.each([
    ['a word', 'lots', /cents/],
    ['an amount under $1,000', '50000', /between \$1,000 and \$50,000/],
    ['part of a dollar', '1000050', /whole dollars/],
  ])('refuses %s as the loan amount, naming loanAmountCents', async (_case, loanAmountCents, message) => {
    const answer = await callUnchecked(visitor, getGeneralProductsOffers, { query: { loanAmountCents } });
    expect(answer.statusCode).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(answer.error.fields?.loanAmountCents).toMatch(message);
  });

  it('is limited to 120 calls a minute per address, as the other calls of a visitor’s page view', async () => {
    const crowd = { app: t.app, remoteAddress: '198.51.100.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await call(crowd, getGeneralProductsOffers)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await call(crowd, getGeneralProductsOffers);
    expect(over.statusCode).toBe(429);
    expect(over.error.code).toBe('RATE_LIMITED');
    // Another address is still answered.
    expect((await call(visitor, getGeneralProductsOffers)).statusCode).toBe(200);
  });
});

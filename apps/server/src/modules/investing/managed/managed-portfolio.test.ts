// The managed account's own portfolio through the API on a real database (decision 076):
// the account keeps the model it opened with while the member's answers change, adopts the new score
// when asked, takes up to two themes, refuses bad input naming the field, hides other members'
// accounts, and the job trades toward each change in the next session with the change as its reason.
// The books agree after each test.

import { nextOpenAfter } from '@fernleaf/contract/calendar/exchange-calendar';
import type { CallInput, CallResponse } from '@fernleaf/contract/define-call';
import { getPlusAccount, saveRiskAnswers } from '@fernleaf/contract/investing';
import {
  addManagedTheme,
  adoptRiskProfile,
  getManagedPortfolio,
  removeManagedTheme,
} from '@fernleaf/contract/investing-managed-portfolio';
import type { listInvestmentOrders } from '@fernleaf/contract/investing-money';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { investmentRiskAnswers } from '../../../db/schema/investing.ts';
import { call, callUnchecked } from '../../../test/call.ts';
import { assertInvestingBooksAgree } from '../../../test/investing-books-agree.ts';
import {
  type InvestingMember,
  managedMember,
  moderateRiskAnswers,
  orders,
  sandboxMarket,
  selfDirectedMember,
  transfer,
} from '../../../test/investing-test-kit.ts';
import { type CheckingTestApp, createCheckingTestApp } from '../../../test/test-checking-app.ts';

const market = sandboxMarket();
let t: CheckingTestApp;
let member: InvestingMember;
let other: InvestingMember;
let selfDirected: InvestingMember;

type Order = CallResponse<typeof listInvestmentOrders>['orders'][number];

const runMoneyJobs = () => t.app.jobs.runDue(['investment-orders', 'managed-investing']);
/** An hour after the opening bell of the first session on or after the New York morning of `date`. */
const inSessionOn = (date: string) => new Date(nextOpenAfter(new Date(`${date}T06:00:00Z`)).getTime() + 60 * 60_000);
/** Monday 30 November 2026, before the opening bell. */
const beforeTheOpen = new Date('2026-11-30T13:00:00Z');

/** The account's portfolio call (the account named by `as`, which may be another member's). */
const getPortfolio = (as: InvestingMember) =>
  call(as, getManagedPortfolio, { params: { accountId: as.investmentAccountId } });
const adoptProfile = (as: InvestingMember) =>
  call(as, adoptRiskProfile, { params: { accountId: as.investmentAccountId } });
const portfolioOf = async (as: InvestingMember) => {
  const answer = await getPortfolio(as);
  expect(answer.statusCode).toBe(200);
  return answer.data;
};
const addTheme = (as: InvestingMember, symbol: string, idempotencyKey?: string) =>
  call(as, addManagedTheme, { params: { accountId: as.investmentAccountId }, body: { symbol }, idempotencyKey });
const removeTheme = (as: InvestingMember, symbol: string) =>
  call(as, removeManagedTheme, { params: { accountId: as.investmentAccountId, symbol } });
type RiskAnswers = CallInput<typeof saveRiskAnswers>['body']['answers'];
const answerRiskQuestions = (as: InvestingMember, answers: RiskAnswers) =>
  call(as, saveRiskAnswers, { body: { answers } });
const aggressiveAnswers = {
  'time-horizon': 'OVER_10_YEARS',
  goal: 'GROWTH',
  'market-drop': 'BUY_MORE',
  'income-stability': 'VERY_STEADY',
} as const satisfies RiskAnswers;
const ordersOf = async () => (await orders(t, member, member.investmentAccountId)).data.orders as Order[];

beforeAll(async () => {
  t = await createCheckingTestApp();
  t.clock.now = beforeTheOpen;
  member = await managedMember(t, 1_000_000);
  other = await managedMember(t, 10_000);
  selfDirected = await selfDirectedMember(t, 10_000);
});
afterEach(() => assertInvestingBooksAgree(t.db, market, t.clock.now));
afterAll(() => t.close());

describe("the account's portfolio", () => {
  it('answers the model the account opened with, in the plus accounts too, and nothing invested yet', async () => {
    const portfolio = await portfolioOf(member);
    expect(portfolio).toMatchObject({
      riskScore: 6,
      riskTolerance: 'MODERATE',
      modelPortfolio: 'MODERATE',
      themes: [],
      themeShareBps: 1_000,
      maxThemes: 2,
      pendingChanges: [],
    });
    expect(portfolio.allocation.funds.map((fund) => [fund.symbol, fund.targetBps, fund.actualBps])).toEqual([
      ['VTI', 3_500, 0],
      ['VXUS', 2_000, 0],
      ['BND', 2_500, 0],
      ['BNDX', 1_000, 0],
      ['VNQ', 500, 0],
      ['VTIP', 500, 0],
    ]);
    expect(portfolio.allocation.nextRebalance).toMatchObject({ reason: 'NOTHING_INVESTED', at: null });
    const plus = (await call(member, getPlusAccount)).data;
    expect(plus.accounts[0]?.modelPortfolio).toBe('MODERATE');
  });

  it("answers 404 for another member's account and for a self-directed one, on every call", async () => {
    const asOther = { ...other, investmentAccountId: member.investmentAccountId };
    const calls = [
      await getPortfolio(asOther),
      await adoptProfile(asOther),
      await addTheme(asOther, 'ICLN'),
      await removeTheme(asOther, 'ICLN'),
      await getPortfolio(selfDirected),
      await addTheme(selfDirected, 'ICLN'),
    ];
    for (const answer of calls) expect(answer.statusCode).toBe(404);
    expect((await portfolioOf(member)).themes).toEqual([]);
  });

  it('refuses what is not a theme, a theme twice and a third theme, naming the field, and lists changes in order', async () => {
    const notATheme = await addTheme(other, 'VTI');
    expect(notATheme.statusCode).toBe(400);
    expect(notATheme.error.fields).toHaveProperty('symbol');
    const noSymbol = await callUnchecked(other, addManagedTheme, {
      params: { accountId: other.investmentAccountId },
      body: { symbol: undefined },
    });
    expect(noSymbol.error.fields).toHaveProperty('symbol');
    const noKey = await call(other, addManagedTheme, {
      params: { accountId: other.investmentAccountId },
      body: { symbol: 'ICLN' },
      idempotencyKey: null,
    });
    expect(noKey.statusCode).toBe(400);
    expect((await removeTheme(other, 'QQQ')).statusCode).toBe(400);

    expect((await addTheme(other, 'icln')).statusCode).toBe(200);
    const twice = await addTheme(other, 'ICLN');
    expect(twice.statusCode).toBe(422);
    expect(twice.error).toMatchObject({
      code: 'THEME_NOT_ACCEPTED',
      fields: { symbol: 'Clean energy (ICLN) is in your account already.' },
    });
    expect((await addTheme(other, 'SOXX')).statusCode).toBe(200);
    const third = await addTheme(other, 'XLV');
    expect(third.statusCode).toBe(422);
    expect(third.error.fields?.symbol).toMatch(/2 themes at most/);

    const removed = await removeTheme(other, 'SOXX');
    expect(removed.statusCode).toBe(200);
    expect(removed.data.themes.map((theme) => theme.symbol)).toEqual(['ICLN']);
    const again = await removeTheme(other, 'SOXX');
    expect(again.statusCode).toBe(422);
    expect(again.error.fields?.symbol).toBe("Semiconductors (SOXX) is not one of your account's themes.");
    // A theme added and removed before the job traded on it leaves nothing to explain.
    expect((await portfolioOf(other)).pendingChanges.map((change) => change.description)).toEqual([
      'Theme added: Clean energy (ICLN)',
    ]);
  });

  it('takes one of two themes sent at once for the last place, and refuses the other', async () => {
    // `other` holds ICLN from the test above: one place is left.
    const answers = await Promise.all([addTheme(other, 'SOXX'), addTheme(other, 'XLV')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const both = await portfolioOf(other);
    expect(both.themes).toHaveLength(2);
    // Made in the same instant, the changes still read in the order they were made.
    expect(both.pendingChanges.map((change) => change.description)).toEqual([
      'Theme added: Clean energy (ICLN)',
      `Theme added: ${both.themes[1]?.theme} (${both.themes[1]?.symbol})`,
    ]);
  });

  it('keeps the model when the profile is incomplete, naming the question left', async () => {
    await t.db
      .delete(investmentRiskAnswers)
      .where(and(eq(investmentRiskAnswers.memberId, other.memberId), eq(investmentRiskAnswers.questionId, 'goal')));
    const refused = await adoptProfile(other);
    expect(refused.statusCode).toBe(409);
    expect(refused.error).toMatchObject({ code: 'ONBOARDING_STEP_REQUIRED', steps: ['question-2'] });
    const kept = await portfolioOf(other);
    expect(kept.modelPortfolio).toBe('MODERATE');
    expect(kept.pendingChanges.map((change) => change.kind)).not.toContain('MODEL');
  });

  it('replays a theme added with the same Idempotency-Key instead of refusing it', async () => {
    const key = `test-${crypto.randomUUID()}`;
    const first = await addTheme(member, 'ICLN', key);
    const replay = await addTheme(member, 'ICLN', key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(JSON.parse(replay.body)).toEqual(JSON.parse(first.body));
    const portfolio = first.data;
    expect(portfolio.themes).toMatchObject([{ symbol: 'ICLN', theme: 'Clean energy', targetBps: 1_000 }]);
    expect(portfolio.pendingChanges).toMatchObject([
      { kind: 'THEME_ADDED', description: 'Theme added: Clean energy (ICLN)' },
    ]);
    // The stock funds gave up the theme's 10 points; the bonds kept theirs.
    expect(portfolio.allocation.funds.map((fund) => [fund.symbol, fund.targetBps])).toEqual([
      ['VTI', 2_916],
      ['VXUS', 1_667],
      ['BND', 2_500],
      ['BNDX', 1_000],
      ['VNQ', 417],
      ['VTIP', 500],
      ['ICLN', 1_000],
    ]);
    expect(portfolio.allocation.nextRebalance).toMatchObject({ reason: 'TARGETS_CHANGED' });
  });
});

describe('the job trades toward a change of the targets', () => {
  it('invests a deposit on the new targets, theme included, when nothing was invested before', async () => {
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 250_000 });
    t.clock.now = new Date(nextOpenAfter(beforeTheOpen).getTime() + 60_000);
    await runMoneyJobs();
    const bought = await ordersOf();
    expect(bought.find((order) => order.symbol === 'ICLN')).toMatchObject({ status: 'FILLED', amountCents: 25_000 });
    expect(bought.find((order) => order.symbol === 'VTI')).toMatchObject({ amountCents: 72_900 });
    const portfolio = await portfolioOf(member);
    expect(portfolio.pendingChanges).toEqual([]);
    expect(portfolio.allocation.nextRebalance.reason).toBe('WITHIN_THRESHOLD');
    t.advance(60);
  });

  it('sells the theme in full with its reason when it is removed, once', async () => {
    expect((await removeTheme(member, 'ICLN')).statusCode).toBe(200);
    const before = await ordersOf();
    t.advance(60);
    await runMoneyJobs();
    const placed = (await ordersOf()).slice(0, -before.length);
    const icln = placed.find((order) => order.symbol === 'ICLN');
    expect(icln).toMatchObject({ side: 'SELL', status: 'FILLED' });
    expect(icln?.filledMicros).toBe(before.find((order) => order.symbol === 'ICLN')?.filledMicros);
    expect(icln?.reason).toMatch(
      /^Theme removed: Clean energy \(ICLN\): moved toward the new targets\. ICLN was [\d.]+% of your account and is no longer a target\. Sold all of it\.$/,
    );
    // The other funds are within a point of their targets, so only the theme moved.
    expect(placed.every((order) => order.symbol === 'ICLN')).toBe(true);
    t.advance(60);
    await runMoneyJobs();
    expect(await ordersOf()).toHaveLength(before.length + placed.length);
  });

  it('keeps the model while the member answers again, and moves toward the new one once adopted', async () => {
    const answered = await answerRiskQuestions(member, aggressiveAnswers);
    expect(answered.data).toMatchObject({ score: 10, riskTolerance: 'AGGRESSIVE' });
    // Next session: the settled ICLN proceeds rebalance the account toward its own (Moderate) model.
    t.clock.now = inSessionOn('2026-12-01');
    await runMoneyJobs();
    expect((await portfolioOf(member)).modelPortfolio).toBe('MODERATE');
    const reinvested = (await ordersOf()).filter((order) => order.tradeDate === '2026-12-01');
    expect(reinvested.length).toBeGreaterThan(0);
    for (const order of reinvested) expect(order.side).toBe('BUY');
    expect(reinvested.find((order) => order.symbol === 'VTI')?.reason).toMatch(
      /^Rebalanced: VTI was [\d.]+% of your account, target 35%\. Bought \$/,
    );

    const adopted = await adoptProfile(member);
    expect(adopted.statusCode).toBe(200);
    expect(adopted.data).toMatchObject({
      riskScore: 10,
      riskTolerance: 'AGGRESSIVE',
      modelPortfolio: 'AGGRESSIVE',
      pendingChanges: [{ kind: 'MODEL', description: 'Your risk profile changed from Moderate to Aggressive' }],
      allocation: { nextRebalance: { reason: 'TARGETS_CHANGED' } },
    });
    // Adopting the same score again records no second change.
    expect((await adoptProfile(member)).data.pendingChanges).toHaveLength(1);
    // Back to Moderate before the job ran: nothing left to trade for; then Aggressive again, one change.
    const answerAndAdopt = async (answers: RiskAnswers) => {
      await answerRiskQuestions(member, answers);
      return (await adoptProfile(member)).data;
    };
    expect(await answerAndAdopt(moderateRiskAnswers)).toMatchObject({ modelPortfolio: 'MODERATE', pendingChanges: [] });
    expect((await answerAndAdopt(aggressiveAnswers)).pendingChanges).toMatchObject([
      { kind: 'MODEL', description: 'Your risk profile changed from Moderate to Aggressive' },
    ]);
    const plus = (await call(member, getPlusAccount)).data;
    expect(plus.accounts[0]?.modelPortfolio).toBe('AGGRESSIVE');

    const before = await ordersOf();
    t.advance(60);
    await runMoneyJobs();
    const placed = (await ordersOf()).slice(0, -before.length);
    const sells = placed.filter((order) => order.side === 'SELL');
    expect(sells.map((order) => order.symbol).sort()).toEqual(['BND', 'BNDX', 'VTIP']);
    for (const sale of sells) {
      expect(sale.status).toBe('FILLED');
      expect(sale.reason).toMatch(
        new RegExp(
          `^Your risk profile changed from Moderate to Aggressive: moved toward the new model\\. ${sale.symbol} was [\\d.]+% of your account, target [\\d.]+%\\. Sold about \\$[\\d,]+\\.\\d\\d to bring it back\\.$`,
        ),
      );
      expect(sale.taxEstimate?.lots.length).toBeGreaterThan(0);
    }
    const portfolio = await portfolioOf(member);
    expect(portfolio.pendingChanges).toEqual([]);
    // The stock funds are short until the proceeds settle tomorrow: past the threshold, after today.
    expect(portfolio.allocation.nextRebalance.reason).toBe('DRIFT_AFTER_TODAY');
    expect(portfolio.allocation.nextRebalance.at).toBe(nextOpenAfter(t.clock.now).toISOString());
  });
});

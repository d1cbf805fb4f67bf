// Dividends and performance through the API on a real database (decision 046): the dividend job pays
// VTI's December dividend once however often it runs, only to accounts that held VTI when its ex-date
// began, reinvests it for a managed account and for a self-directed one that chose so, and keeps it as
// cash otherwise; the reinvestment choice and the performance call refuse bad input naming the field
// and answer 404 for another member's account; performance splits the change and agrees with the
// positions. The books agree after each test.
import { nextOpenAfter } from '@fernleaf/contract/calendar/exchange-calendar';
import type { CallInput } from '@fernleaf/contract/define-call';
import { getAccountPerformance, getDividendChoice, saveDividendChoice } from '@fernleaf/contract/investing-performance';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonCents } from '../../../platform/json-cents.ts';
import { call, callUnchecked, openApiPathOf } from '../../../test/call.ts';
import { assertInvestingBooksAgree } from '../../../test/investing-books-agree.ts';
import {
  type InvestingMember,
  managedMember,
  order,
  orders,
  positions,
  sandboxMarket,
  selfDirectedMember,
  transactions,
  transfer,
} from '../../../test/investing-test-kit.ts';
import { type CheckingTestApp, createCheckingTestApp } from '../../../test/test-checking-app.ts';
import { dividendCents } from './dividend-amount.ts';

const market = sandboxMarket();
let t: CheckingTestApp;
let keepsCash: InvestingMember;
let reinvests: InvestingMember;
let boughtOnExDate: InvestingMember;
let managed: InvestingMember;

/** VTI's December 2026 dividend: ex 21 December, paid 28 December, $1.6267 a share. */
const vtiDividend = market.dividendsDeclaredBy('VTI', '2026-12-28').find((d) => d.exDate === '2026-12-21');
/** An hour after the opening bell of the first session on or after the New York morning of `date`. */
const inSessionOn = (date: string) => new Date(nextOpenAfter(new Date(`${date}T06:00:00Z`)).getTime() + 60 * 60_000);
const runDividendJob = () => t.app.jobs.runDue(['investment-dividends']);

interface TransactionView {
  kind: string;
  amountCents: number;
  symbol: string | null;
  description: string;
  reason: string | null;
}
interface OrderView {
  symbol: string;
  side: string;
  status: string;
  amountCents: number | null;
  filledMicros: number | null;
  reason: string | null;
}
const transactionsOf = async (member: InvestingMember) =>
  (await transactions(t, member, member.investmentAccountId)).data.transactions as TransactionView[];
const ordersOf = async (member: InvestingMember) =>
  (await orders(t, member, member.investmentAccountId)).data.orders as OrderView[];
const dividendsOf = async (member: InvestingMember) =>
  (await transactionsOf(member)).filter((row) => row.kind === 'DIVIDEND');
const vtiHeldMicros = async (member: InvestingMember) =>
  (await ordersOf(member))
    .filter((row) => row.symbol === 'VTI' && row.status === 'FILLED')
    .reduce((sum, row) => sum + (row.filledMicros ?? 0), 0);
/** The reinvestment choice of `account`, read or saved by `as` (another member in the 404 tests). */
const readChoice = (as: InvestingMember, account: InvestingMember = as) =>
  call(as, getDividendChoice, { params: { accountId: account.investmentAccountId } });
const saveChoice = (as: InvestingMember, reinvest: boolean, account: InvestingMember = as) =>
  call(as, saveDividendChoice, { params: { accountId: account.investmentAccountId }, body: { reinvest } });
type Range = CallInput<typeof getAccountPerformance>['query']['range'];
/** The performance of `account` over `range`, read by `as`. */
const performanceOf = (as: InvestingMember, range: Range = 'ALL', account: InvestingMember = as) =>
  call(as, getAccountPerformance, { params: { accountId: account.investmentAccountId }, query: { range } });

beforeAll(async () => {
  if (!vtiDividend) throw new Error('the sandbox market should declare a VTI dividend going ex on 2026-12-21');
  t = await createCheckingTestApp();
  // Thursday 17 December 2026, before the opening bell.
  t.clock.now = new Date('2026-12-17T13:00:00Z');
  keepsCash = await selfDirectedMember(t, 100_000);
  reinvests = await selfDirectedMember(t, 100_000);
  boughtOnExDate = await selfDirectedMember(t, 100_000);
  managed = await managedMember(t, 200_000);
  for (const member of [keepsCash, reinvests, boughtOnExDate]) {
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 50_000 });
  }
  await transfer(t, managed, managed.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100_000 });
  t.clock.now = inSessionOn('2026-12-17');
  for (const member of [keepsCash, reinvests]) {
    const bought = await order(t, member, member.investmentAccountId, {
      symbol: 'VTI',
      side: 'BUY',
      amountCents: 20_000,
    });
    expect(bought.statusCode).toBe(200);
  }
  await t.app.jobs.runDue(['investment-orders', 'managed-investing']);
  // Monday 21 December, the ex-date: a buy today is not entitled to the dividend.
  t.clock.now = inSessionOn('2026-12-21');
  const late = await order(t, boughtOnExDate, boughtOnExDate.investmentAccountId, {
    symbol: 'VTI',
    side: 'BUY',
    amountCents: 20_000,
  });
  expect(late.statusCode).toBe(200);
});
afterEach(() => assertInvestingBooksAgree(t.db, market, t.clock.now));
afterAll(() => t.close());

describe('the reinvestment choice', () => {
  it('keeps a self-directed account’s dividends as cash until the member chooses otherwise', async () => {
    const read = await readChoice(reinvests);
    expect(read.statusCode).toBe(200);
    expect(read.data).toEqual({
      accountId: reinvests.investmentAccountId,
      kind: 'SELF_DIRECTED',
      reinvest: false,
      memberMayChoose: true,
    });
    const saved = await saveChoice(reinvests, true);
    expect(saved.statusCode).toBe(200);
    expect(saved.data.reinvest).toBe(true);
    expect((await readChoice(reinvests)).data.reinvest).toBe(true);
  });

  it('refuses a choice that is not true or false, naming the field', async () => {
    const response = await callUnchecked(keepsCash, saveDividendChoice, {
      params: { accountId: keepsCash.investmentAccountId },
      body: { reinvest: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toHaveProperty('reinvest');
  });

  it('always reinvests for a managed account, and refuses turning it off, naming the field', async () => {
    const read = await readChoice(managed);
    expect(read.data).toMatchObject({ kind: 'MANAGED', reinvest: true, memberMayChoose: false });
    const off = await saveChoice(managed, false);
    expect(off.statusCode).toBe(400);
    expect(off.error.fields).toHaveProperty('reinvest');
  });

  it('answers 404 for another member’s account, and changes nothing there', async () => {
    expect((await readChoice(keepsCash, reinvests)).statusCode).toBe(404);
    const put = await saveChoice(keepsCash, false, reinvests);
    expect(put.statusCode).toBe(404);
    expect((await readChoice(reinvests)).data.reinvest).toBe(true);
  });
});

describe('crediting dividends', () => {
  it('pays nothing before the pay date', async () => {
    t.clock.now = inSessionOn('2026-12-24');
    await runDividendJob();
    expect(await dividendsOf(keepsCash)).toEqual([]);
  });

  it('pays holders on the ex-date once on the pay date, however often the job runs', async () => {
    t.clock.now = inSessionOn('2026-12-28');
    await runDividendJob();
    await runDividendJob();
    t.advance(60);
    await runDividendJob();
    const held = await vtiHeldMicros(keepsCash);
    const owed = jsonCents(dividendCents(BigInt(held), BigInt(vtiDividend?.microsPerShare ?? 0)));
    expect(owed).toBeGreaterThan(0);
    const paid = await dividendsOf(keepsCash);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ kind: 'DIVIDEND', symbol: 'VTI', amountCents: owed });
    expect(paid[0]?.description).toContain('Dividend from VTI: $1.6267 a share');
    // Kept as cash: no order bought more.
    expect((await ordersOf(keepsCash)).filter((row) => row.reason !== null)).toEqual([]);
    const cash = (await positions(t, keepsCash, keepsCash.investmentAccountId)).data.cash;
    expect(cash.availableCents).toBe(30_000 + owed);
  });

  it('pays nothing to an account that bought on the ex-date', async () => {
    expect(await vtiHeldMicros(boughtOnExDate)).toBeGreaterThan(0);
    expect(await dividendsOf(boughtOnExDate)).toEqual([]);
  });

  it('reinvests for a self-directed account that chose so, with its reason', async () => {
    const paid = await dividendsOf(reinvests);
    expect(paid).toHaveLength(1);
    const reinvested = (await ordersOf(reinvests)).filter((row) => row.reason !== null);
    expect(reinvested).toHaveLength(1);
    expect(reinvested[0]).toMatchObject({
      symbol: 'VTI',
      side: 'BUY',
      status: 'FILLED',
      amountCents: paid[0]?.amountCents,
      reason: 'Dividend from VTI reinvested',
    });
    const cash = (await positions(t, reinvests, reinvests.investmentAccountId)).data.cash;
    expect(cash.availableCents).toBe(30_000);
  });

  it('reinvests every dividend of a managed account in the fund that paid it', async () => {
    const paid = await dividendsOf(managed);
    // VTI, VXUS, VNQ and VTIP pay on 28 December; BND and BNDX go ex in January.
    expect(paid.map((row) => row.symbol).sort()).toEqual(['VNQ', 'VTI', 'VTIP', 'VXUS']);
    const reinvested = (await ordersOf(managed)).filter((row) => row.reason?.startsWith('Dividend from'));
    expect(reinvested.map((row) => row.reason).sort()).toEqual([
      'Dividend from VNQ reinvested',
      'Dividend from VTI reinvested',
      'Dividend from VTIP reinvested',
      'Dividend from VXUS reinvested',
    ]);
    for (const row of reinvested) {
      expect(row.amountCents).toBe(paid.find((dividend) => dividend.symbol === row.symbol)?.amountCents);
    }
  });
});

describe('performance', () => {
  it('splits the change into price change, dividends and fees, and agrees with the positions', async () => {
    const response = await performanceOf(keepsCash);
    expect(response.statusCode).toBe(200);
    const performance = response.data;
    const held = (await positions(t, keepsCash, keepsCash.investmentAccountId)).data;
    const value =
      held.cash.availableCents +
      held.cash.pendingInCents +
      held.cash.heldForOrdersCents +
      held.positions.reduce((sum, position) => sum + position.marketValueCents, 0);
    const dividend = (await dividendsOf(keepsCash))[0]?.amountCents ?? 0;
    expect(performance).toMatchObject({
      pricesAreSimulated: true,
      pastPerformanceOnly: true,
      range: 'ALL',
      startsAtOpening: true,
      startDate: '2026-12-17',
      startValueCents: 0,
      endValueCents: value,
      depositsCents: 50_000,
      withdrawalsCents: 0,
      changeCents: value - 50_000,
      dividendsCents: dividend,
      priceChangeCents: value - 50_000 - dividend,
      feesCents: 0,
      benchmark: { name: 'VTI' },
    });
    // One deposit on the first day: both returns are the end value over it.
    const simple = Math.round((value / 50_000 - 1) * 10_000);
    expect(performance.timeWeightedReturnBps).toBe(simple);
    expect(performance.moneyWeightedReturnBps).toBe(simple);
    expect(performance.benchmark.returnBps).not.toBeNull();
    expect(performance.note).toContain('Past performance');
  });

  it('measures a managed account against a 60/40 VTI/BND mix over the same dates', async () => {
    const performance = (await performanceOf(managed, '1M')).data;
    expect(performance).toMatchObject({ range: '1M', startsAtOpening: true, benchmark: { name: '60/40 VTI/BND' } });
    expect(performance.dividendsCents).toBe(
      (await dividendsOf(managed)).reduce((sum, row) => sum + row.amountCents, 0),
    );
    expect(performance.changeCents).toBe(performance.priceChangeCents + performance.dividendsCents);
  });

  it('starts from the close a range back once the account is older than the range', async () => {
    t.clock.now = inSessionOn('2027-02-16');
    const performance = (await performanceOf(keepsCash, '1M')).data;
    // A month before 16 February is 16 January, a Saturday: the range starts from Friday's close.
    expect(performance).toMatchObject({
      startsAtOpening: false,
      startDate: '2027-01-15',
      depositsCents: 0,
      dividendsCents: 0,
    });
    expect(performance.startValueCents).toBeGreaterThan(0);
    expect(performance.changeCents).toBe(performance.endValueCents - performance.startValueCents);
    expect(performance.priceChangeCents).toBe(performance.changeCents);
    // With no money moved, the money-weighted return is the time-weighted one.
    expect(performance.moneyWeightedReturnBps).toBe(performance.timeWeightedReturnBps);
  });

  it('refuses an unknown range, naming the field', async () => {
    const response = await callUnchecked(keepsCash, getAccountPerformance, {
      params: { accountId: keepsCash.investmentAccountId },
      query: { range: '5Y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toHaveProperty('range');
  });

  it('answers 404 for another member’s account', async () => {
    expect((await performanceOf(keepsCash, 'ALL', managed)).statusCode).toBe(404);
  });
});

describe('performance valued at each deposit and withdrawal (issue 25)', () => {
  // Tuesday 2 and Wednesday 3 March 2027: no VTI dividend goes ex near them (the next is 22 March).
  // VTI closes 2 March at $520.13, down from $526.04; the figures below are read from the market.
  const closeOf = (date: string) => market.dailyCloses('VTI', date, date)[0]?.closeCents ?? Number.NaN;
  const priceAt = (date: string, at: Date) => market.dayBar('VTI', date, at).lastCents;
  /** Shares at a price to the nearest cent, as a position is valued. */
  const worth = (micros: number, cents: number) => Math.round((micros * cents) / 1_000_000);
  const bps = (growth: number) => Math.round((growth - 1) * 10_000);
  const afterCloseOn = (date: string) => new Date(`${date}T22:00:00Z`); // 17:00 in New York
  const filledVti = async (member: InvestingMember) => {
    const [bought] = (await ordersOf(member)).filter((row) => row.symbol === 'VTI' && row.status === 'FILLED');
    return { micros: bought?.filledMicros ?? 0, cents: bought?.amountCents ?? 0 };
  };

  it('chains the growth between deposits, so a deposit after the close earns nothing of that day', async () => {
    // Textbook time-weighted return: value the account just before each external flow, take each
    // sub-period's end value over its start value plus the flow, and chain.
    t.clock.now = new Date('2027-03-02T13:00:00Z'); // 08:00 in New York, before the bell
    const member = await selfDirectedMember(t, 300_000);
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100_000 });
    t.clock.now = inSessionOn('2027-03-02');
    expect(
      (await order(t, member, member.investmentAccountId, { symbol: 'VTI', side: 'BUY', amountCents: 100_000 }))
        .statusCode,
    ).toBe(200);
    await t.app.jobs.runDue(['investment-orders']);
    t.clock.now = afterCloseOn('2027-03-02');
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100_000 });
    t.clock.now = inSessionOn('2027-03-03');
    const performance = (await performanceOf(member)).data;

    const vti = await filledVti(member);
    const cashLeft = 100_000 - vti.cents;
    // Sub-period 1, from the first deposit ($1,000.00) to just before the second: the shares at
    // 2 March's close. Sub-period 2, from the second deposit to now: the shares at now's price plus
    // the $1,000.00 that sat as cash.
    const beforeSecond = worth(vti.micros, closeOf('2027-03-02')) + cashLeft;
    const now = worth(vti.micros, priceAt('2027-03-03', t.clock.now)) + cashLeft + 100_000;
    const textbook = (beforeSecond / 100_000) * (now / (beforeSecond + 100_000));
    expect(performance.endValueCents).toBe(now);
    expect(performance.timeWeightedReturnBps).toBe(bps(textbook));
    // Counting the second deposit from the start of 2 March diluted that day's loss: (value at
    // 2 March's close + $1,000) over $2,000 for the day, a different figure.
    const daily = ((beforeSecond + 100_000) / 200_000) * (now / (beforeSecond + 100_000));
    expect(bps(daily)).not.toBe(bps(textbook));
  });

  it('starts the benchmark at the first deposit, not at the close before it', async () => {
    // A deposit after 2 March's close: the benchmark runs from that close to now, without 2 March's
    // -1.13% (close $520.13 over $526.04), which happened before the account had money.
    t.clock.now = afterCloseOn('2027-03-02');
    const evening = await selfDirectedMember(t, 300_000);
    await transfer(t, evening, evening.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100_000 });
    // A deposit an hour into 3 March's session: from the price at that minute.
    t.clock.now = inSessionOn('2027-03-03');
    const depositedAt = t.clock.now;
    const midday = await selfDirectedMember(t, 300_000);
    await transfer(t, midday, midday.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100_000 });
    t.clock.now = new Date('2027-03-03T19:00:00Z'); // 14:00 in New York
    const now = priceAt('2027-03-03', t.clock.now);

    const eveningView = (await performanceOf(evening)).data;
    expect(eveningView.benchmark.returnBps).toBe(bps(now / closeOf('2027-03-02')));
    expect(eveningView.benchmark.returnBps).not.toBe(bps(now / closeOf('2027-03-01')));
    const middayView = (await performanceOf(midday)).data;
    expect(middayView.benchmark.returnBps).toBe(bps(now / priceAt('2027-03-03', depositedAt)));
    // Cash only: the account itself neither gained nor lost.
    expect(middayView.timeWeightedReturnBps).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('lists the dividend settings and performance calls', async () => {
    const paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(paths[openApiPathOf(getDividendChoice)].get).toBeDefined();
    expect(paths[openApiPathOf(saveDividendChoice)].put.requestBody).toBeDefined();
    expect(paths[openApiPathOf(getAccountPerformance)].get).toBeDefined();
  });
});

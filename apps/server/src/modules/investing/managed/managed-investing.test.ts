// The managed account investing for the member through the API on a real database (decision 074,
// managed accounts): a deposit is bought into the Moderate model at the open on its weights to the
// cent, small cash waits, one run key never trades twice, prices move over trading days and a
// rebalance past the drift threshold sells with its reason, its FIFO lots and the estimated tax
// effect, once that day; the settled proceeds are invested the next. The books agree after each test.
import { nextOpenAfter } from '@fernleaf/contract/calendar/exchange-calendar';
import { listInvestmentTransactions } from '@fernleaf/contract/investing-money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { assertInvestingBooksAgree } from '../../../test/investing-books-agree.ts';
import {
  type InvestingMember,
  managedMember,
  orders,
  positions,
  sandboxMarket,
  transactions,
  transfer,
} from '../../../test/investing-test-kit.ts';
import { type CheckingTestApp, createCheckingTestApp } from '../../../test/test-checking-app.ts';
import { runManagedInvesting } from './managed-investing.ts';

const market = sandboxMarket();
let t: CheckingTestApp;
let member: InvestingMember;

/** The jobs the test clock runs when it moves, in the same order. */
const runMoneyJobs = () => t.app.jobs.runDue(['investment-orders', 'managed-investing']);
/** An hour after the opening bell of the first session on or after the New York morning of `date`. */
const inSessionOn = (date: string) => new Date(nextOpenAfter(new Date(`${date}T06:00:00Z`)).getTime() + 60 * 60_000);
/** Monday 30 November 2026, before the opening bell: the market is shut. */
const beforeTheOpen = new Date('2026-11-30T13:00:00Z');
const moderateTargets = { VTI: 87_500, VXUS: 50_000, BND: 62_500, BNDX: 25_000, VNQ: 12_500, VTIP: 12_500 };

interface OrderView {
  orderId: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  status: string;
  amountCents: number | null;
  requestedCents: number | null;
  holdCents: number;
  filledMicros: number | null;
  fillPriceCents: number | null;
  fillsAt: string;
  tradeDate: string | null;
  reason: string | null;
  taxEstimate: {
    lots: {
      acquiredOn: string;
      quantityMicros: number;
      costCents: number;
      proceedsCents: number;
      gainCents: number;
      term: string;
    }[];
    shortTermGainCents: number;
    longTermGainCents: number;
    note: string;
  } | null;
}
const ordersOf = async () => (await orders(t, member, member.investmentAccountId)).data.orders as OrderView[];
/** The dividend job runs in the same chain (decision 028): its reinvestments are not the managed job's trades. */
const byManagedJob = (order: OrderView) => !order.reason?.startsWith('Dividend from');
const cashOf = async () => (await positions(t, member, member.investmentAccountId)).data.cash;

beforeAll(async () => {
  t = await createCheckingTestApp();
  t.clock.now = beforeTheOpen;
  member = await managedMember(t, 1_000_000);
});
afterEach(() => assertInvestingBooksAgree(t.db, market, t.clock.now));
afterAll(() => t.close());

describe('investing a deposit in the model', () => {
  it('trades nothing while the market is shut: the cash stays free to take back until the open', async () => {
    expect(
      (await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 250_000 }))
        .statusCode,
    ).toBe(200);
    await runMoneyJobs();
    expect(await ordersOf()).toEqual([]);
    expect(await cashOf()).toMatchObject({ availableCents: 250_000, heldForOrdersCents: 0 });
  });

  it('buys the model once the session runs, each fund for its target amount to the cent', async () => {
    const open = nextOpenAfter(beforeTheOpen);
    t.clock.now = new Date(open.getTime() + 60_000);
    await runMoneyJobs();
    const filled = await ordersOf();
    expect(filled).toHaveLength(6);
    expect(filled.find((order) => order.symbol === 'VTI')?.reason).toBe(
      'Invested $2,500.00 of your cash in your Moderate model: $875.00 in VTI, target 35% of your account.',
    );
    for (const order of filled) {
      const price = market.dayBar(order.symbol, '2026-11-30', t.clock.now).lastCents;
      const target = moderateTargets[order.symbol as keyof typeof moderateTargets];
      expect(order).toMatchObject({
        side: 'BUY',
        status: 'FILLED',
        tradeDate: '2026-11-30',
        fillPriceCents: price,
        amountCents: target,
      });
      expect(order.filledMicros).toBe(Math.floor((target * 1_000_000) / price));
      // What the shares are worth at the fill is the target amount, within a cent.
      expect(Math.abs(((order.filledMicros as number) * price) / 1_000_000 - target)).toBeLessThan(1);
    }
    expect(await cashOf()).toMatchObject({ availableCents: 0, heldForOrdersCents: 0 });
    // The next tests start in the next minute: a new run of the job.
    t.advance(60);
  });

  it('invests a later deposit once per run key, however often the job runs', async () => {
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 5_000 });
    await runMoneyJobs();
    const afterFirst = await ordersOf();
    const bought = afterFirst.slice(0, afterFirst.length - 6);
    expect(bought.reduce((sum, order) => sum + (order.amountCents ?? 0), 0)).toBe(5_000);
    expect(bought.every((order) => order.status === 'FILLED' && order.reason?.startsWith('Invested $50.00'))).toBe(
      true,
    );

    // The same minute is the same run: more cash waits for the next one rather than trading twice.
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 5_000 });
    await runMoneyJobs();
    expect(await ordersOf()).toHaveLength(afterFirst.length);
    expect((await cashOf()).availableCents).toBe(5_000);
    // The next minute is a new run; two of it at once still invest the cash once.
    t.advance(60);
    const run = () => runManagedInvesting(t.db, { market, now: t.clock.now, fillIn: () => {} });
    await Promise.all([run(), run()]);
    const second = (await ordersOf()).slice(0, -afterFirst.length);
    expect(second.reduce((sum, order) => sum + (order.amountCents ?? 0), 0)).toBe(5_000);
    expect((await cashOf()).availableCents).toBe(0);
  });

  it('leaves cash under the $10.00 minimum uninvested', async () => {
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 999 });
    const before = (await ordersOf()).length;
    t.advance(60);
    await runMoneyJobs();
    expect(await ordersOf()).toHaveLength(before);
    expect((await cashOf()).availableCents).toBe(999);
  });
});

describe('rebalancing as prices move', () => {
  it('does not rebalance while every fund stays within 5 points of its target', async () => {
    t.clock.now = inSessionOn('2027-09-17');
    await runMoneyJobs();
    expect((await ordersOf()).filter((order) => order.side === 'SELL')).toEqual([]);
  });

  it('sells what drifted past the threshold once that day, with its reason, lots and estimated tax', async () => {
    t.clock.now = inSessionOn('2027-12-15');
    const held = (await positions(t, member, member.investmentAccountId)).data.positions as {
      symbol: string;
      lots: { acquiredOn: string }[];
    }[];
    await runMoneyJobs();
    const rebalanced = (await ordersOf()).filter((order) => order.tradeDate === '2027-12-15' && byManagedJob(order));
    const sells = rebalanced.filter((order) => order.side === 'SELL');
    // The $9.99 that waited under the minimum buys what is under its target, the same rebalance.
    const buys = rebalanced.filter((order) => order.side === 'BUY');
    expect(buys.reduce((sum, order) => sum + (order.amountCents ?? 0), 0)).toBe(999);
    for (const buy of buys)
      expect(buy.reason).toMatch(/^Rebalanced: \w+ was [\d.]+% of your account, target \d+%\. Bought \$/);
    const vti = sells.find((order) => order.symbol === 'VTI');
    expect(vti).toMatchObject({ status: 'FILLED', tradeDate: '2027-12-15' });
    expect(vti?.reason).toMatch(
      /^Rebalanced: VTI was 4\d(\.\d\d)?% of your account, target 35%\. Sold about \$[\d,]+\.\d\d to bring it back\.$/,
    );
    for (const sale of sells) {
      const estimate = sale.taxEstimate;
      if (!estimate) throw new Error(`the sale of ${sale.symbol} has no tax estimate`);
      // The lots sold are the oldest held (FIFO), bought a year and more before: long-term.
      expect(estimate.lots[0]?.acquiredOn).toBe(held.find((p) => p.symbol === sale.symbol)?.lots[0]?.acquiredOn);
      expect(estimate.lots.reduce((sum, lot) => sum + lot.quantityMicros, 0)).toBe(sale.filledMicros);
      expect(estimate.lots.reduce((sum, lot) => sum + lot.proceedsCents, 0)).toBe(sale.amountCents);
      for (const lot of estimate.lots) {
        expect(lot).toMatchObject({ term: 'LONG_TERM', gainCents: lot.proceedsCents - lot.costCents });
      }
      expect(estimate.longTermGainCents).toBe(estimate.lots.reduce((sum, lot) => sum + lot.gainCents, 0));
      expect(estimate.shortTermGainCents).toBe(0);
      expect(estimate.note).toMatch(/estimate.*not tax advice/i);
    }

    // The transactions answer the same reason and estimate with the sale.
    type Listed = { kind: string; orderId: string | null; status: string; reason: string | null; taxEstimate: unknown };
    const firstPage = (await transactions(t, member, member.investmentAccountId)).data;
    const listed = firstPage.transactions as Listed[];
    const sold = listed.find((row) => row.kind === 'SELL' && row.orderId === vti?.orderId);
    expect(sold).toMatchObject({ status: 'PENDING', reason: vti?.reason, taxEstimate: vti?.taxEstimate });
    // The deposits are the oldest movements: on the last page, behind the year's dividends.
    const lastPage = (
      await call(member, listInvestmentTransactions, {
        params: { accountId: member.investmentAccountId },
        query: { page: Math.ceil(firstPage.total / firstPage.pageSize) },
      })
    ).data.transactions as Listed[];
    expect(lastPage.find((row) => row.kind === 'DEPOSIT')).toMatchObject({ reason: null, taxEstimate: null });

    // Later the same trading day the job runs again, and sells nothing more.
    const count = (await ordersOf()).length;
    await runMoneyJobs();
    t.advance(2 * 60 * 60);
    await runMoneyJobs();
    expect(await ordersOf()).toHaveLength(count);
  });

  it('invests the proceeds toward the targets once they settle the next trading day', async () => {
    const before = await ordersOf();
    const proceeds = before.filter((o) => o.side === 'SELL').reduce((sum, o) => sum + (o.amountCents ?? 0), 0);
    t.clock.now = inSessionOn('2027-12-16');
    await runMoneyJobs();
    const bought = (await ordersOf()).slice(0, -before.length).filter(byManagedJob);
    expect(bought.length).toBeGreaterThan(0);
    expect(bought.every((order) => order.side === 'BUY' && order.status === 'FILLED')).toBe(true);
    // The settled proceeds, every cent of them.
    expect(bought.reduce((sum, order) => sum + (order.amountCents ?? 0), 0)).toBe(proceeds);
    for (const order of bought)
      expect(order.reason).toMatch(/^Invested \$[\d,]+\.\d\d of your cash in your Moderate model: /);
    expect((await cashOf()).availableCents).toBe(0);
  });
});

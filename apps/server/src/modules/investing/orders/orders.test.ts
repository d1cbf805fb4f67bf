// Market orders through the API on a real database (decision 043): fills at the sandbox's price while
// the market is open, waiting for the open (and filling through the job queue) while it is shut, cash
// refused with the field named (also for two concurrent orders), idempotent orders, T+1 settlement,
// FIFO lots and gains, and another member's account. The ledger and the holdings agree after each test.
import { nextOpenAfter, sessionRunningAt } from '@fernleaf/contract/calendar/exchange-calendar';
import { placeMarketOrder } from '@fernleaf/contract/investing-money';
import { getAssetQuote } from '@fernleaf/contract/market';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, callUnchecked } from '../../../test/call.ts';
import { assertInvestingBooksAgree } from '../../../test/investing-books-agree.ts';
import {
  type InvestingMember,
  order,
  orders,
  positions,
  present,
  preview,
  sandboxMarket,
  selfDirectedMember,
  transactions,
  transfer,
} from '../../../test/investing-test-kit.ts';
import { type CheckingTestApp, createCheckingTestApp } from '../../../test/test-checking-app.ts';

const market = sandboxMarket();
let t: CheckingTestApp;
let trader: InvestingMember;
let racer: InvestingMember;
let other: InvestingMember;

/** An hour after the next opening bell: the market is open then. */
const inSession = (from: Date) => new Date(nextOpenAfter(from).getTime() + 60 * 60_000);
const sessionDate = (at: Date) => sessionRunningAt(at)?.date as string;
const priceAt = (symbol: string, at: Date) => market.dayBar(symbol, sessionDate(at), at).lastCents;
const closeOf = (session: { closesAt: Date } | null) => {
  if (!session) throw new Error('the test expected the market to be open');
  return session.closesAt;
};
const runOrderJobs = () => t.app.jobs.runDue(['investment-orders']);

beforeAll(async () => {
  t = await createCheckingTestApp();
  trader = await selfDirectedMember(t, 100_000);
  racer = await selfDirectedMember(t, 100_000);
  other = await selfDirectedMember(t, 10_000);
  for (const member of [trader, racer]) {
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 50_000 });
  }
  t.clock.now = inSession(t.clock.now);
});
afterEach(() => assertInvestingBooksAgree(t.db, market, t.clock.now));
afterAll(() => t.close());

const cashOf = async (member: InvestingMember) => (await positions(t, member, member.investmentAccountId)).data.cash;

describe('market orders while the market is open', () => {
  it('previews the price it may fill at and the cost, and writes nothing', async () => {
    const response = await preview(t, trader, trader.investmentAccountId, {
      symbol: 'vti',
      side: 'BUY',
      amountCents: 10_000,
    });
    expect(response.statusCode).toBe(200);
    const price = priceAt('VTI', t.clock.now);
    expect(response.data).toMatchObject({
      symbol: 'VTI',
      marketOpen: true,
      estimatedPriceCents: price,
      estimatedQuantityMicros: Math.floor((10_000 * 1_000_000) / price),
      estimatedAmountCents: 10_000,
      availableCashCents: 50_000,
      fillsAt: t.clock.now.toISOString(),
    });
    expect((await orders(t, trader, trader.investmentAccountId)).data.orders).toEqual([]);
  });

  it('buys by dollar amount at the last trade, one lot per fill, and replays the same Idempotency-Key', async () => {
    const first = await order(
      t,
      trader,
      trader.investmentAccountId,
      { symbol: 'VTI', side: 'BUY', amountCents: 10_000 },
      'buy-vti-0001',
    );
    expect(first.statusCode).toBe(200);
    const price = priceAt('VTI', t.clock.now);
    expect(first.data).toMatchObject({
      status: 'FILLED',
      fillPriceCents: price,
      filledMicros: Math.floor((10_000 * 1_000_000) / price),
      amountCents: 10_000,
      tradeDate: sessionDate(t.clock.now),
      settled: false,
    });
    const again = await order(
      t,
      trader,
      trader.investmentAccountId,
      { symbol: 'VTI', side: 'BUY', amountCents: 10_000 },
      'buy-vti-0001',
    );
    expect(again.data).toEqual(first.data);
    expect((await orders(t, trader, trader.investmentAccountId)).data.orders).toHaveLength(1);
    expect((await cashOf(trader)).availableCents).toBe(40_000);
  });

  it("answers the fill price as the asset's last price at the minute of the fill", async () => {
    // A member who just bought at a price reads the same price in the asset's header: the quote and
    // the fill come from one bar of one minute (a header showing an older price is the page's cache).
    const buyer = await selfDirectedMember(t, 10_000);
    await transfer(t, buyer, buyer.investmentAccountId, { direction: 'DEPOSIT', amountCents: 1_000 });
    const bought = await order(t, buyer, buyer.investmentAccountId, { symbol: 'VTI', side: 'BUY', amountCents: 500 });
    const quote = await call(buyer, getAssetQuote, { params: { symbol: 'VTI' } });
    expect(bought.data.fillPriceCents).toBe(quote.data.lastPriceCents);
    expect(bought.data.fillPriceCents).toBe(priceAt('VTI', t.clock.now));
  });

  it('buys a fractional quantity at its value to the cent, and lists both lots in FIFO order', async () => {
    t.advance(60);
    const bought = await order(t, trader, trader.investmentAccountId, {
      symbol: 'VTI',
      side: 'BUY',
      quantityMicros: 250_000,
    });
    const price = priceAt('VTI', t.clock.now);
    expect(bought.data).toMatchObject({
      status: 'FILLED',
      filledMicros: 250_000,
      amountCents: Math.round(price / 4),
    });
    const position = present((await positions(t, trader, trader.investmentAccountId)).data.positions[0], 'a position');
    expect(position.lots.map((lot) => lot.quantityMicros)).toEqual([
      Math.floor((10_000 * 1_000_000) / priceAt('VTI', new Date(t.clock.now.getTime() - 60_000))),
      250_000,
    ]);
    expect(position.costCents).toBe(10_000 + Math.round(price / 4));
    expect(position.unrealisedCents).toBe(position.marketValueCents - position.costCents);
  });

  it('refuses a buy beyond the cash available with 422 naming the field, and writes nothing', async () => {
    const { availableCents } = await cashOf(trader);
    const byAmount = await order(t, trader, trader.investmentAccountId, {
      symbol: 'VTI',
      side: 'BUY',
      amountCents: availableCents + 1,
    });
    expect(byAmount.statusCode).toBe(422);
    expect(byAmount.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amountCents: expect.any(String) },
    });
    const byQuantity = await order(t, trader, trader.investmentAccountId, {
      symbol: 'VTI',
      side: 'BUY',
      quantityMicros: 1_000_000_000,
    });
    expect(byQuantity.statusCode).toBe(422);
    expect(Object.keys(byQuantity.error.fields ?? {})).toEqual(['quantityMicros']);
    expect(
      (
        await preview(t, trader, trader.investmentAccountId, {
          symbol: 'VTI',
          side: 'BUY',
          amountCents: availableCents + 1,
        })
      ).statusCode,
    ).toBe(422);
    expect((await orders(t, trader, trader.investmentAccountId)).data.orders).toHaveLength(2);
    expect((await cashOf(trader)).availableCents).toBe(availableCents);
  });

  it('refuses the second of two concurrent buys that together exceed the cash', async () => {
    const buy = () => order(t, racer, racer.investmentAccountId, { symbol: 'BND', side: 'BUY', amountCents: 30_000 });
    const answers = await Promise.all([buy(), buy()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(Object.keys(refused?.error.fields ?? {})).toEqual(['amountCents']);
    expect((await cashOf(racer)).availableCents).toBe(20_000);
  });

  it('sells part from the oldest lot, realising the gain on its cost, with the cash unsettled until T+1', async () => {
    const before = present((await positions(t, trader, trader.investmentAccountId)).data.positions[0], 'a position');
    const oldest = present(before.lots[0], 'the oldest lot');
    const sold = await order(t, trader, trader.investmentAccountId, {
      symbol: 'VTI',
      side: 'SELL',
      quantityMicros: 100_000,
    });
    expect(sold.statusCode).toBe(200);
    const proceeds = Math.round((priceAt('VTI', t.clock.now) * 100_000) / 1_000_000);
    expect(sold.data).toMatchObject({ status: 'FILLED', amountCents: proceeds, settled: false });
    const after = (await positions(t, trader, trader.investmentAccountId)).data;
    const held = present(after.positions[0], 'the position');
    const sale = present(held.sales[0], 'the sale');
    // The lot's cost split between the shares sold and kept by largest remainder: the nearest cent of
    // cost × sold / held, a half cent to the part sold (integers: floor((2·cost·sold + held) / 2·held)).
    const cost = Math.floor((2 * oldest.costCents * 100_000 + oldest.quantityMicros) / (2 * oldest.quantityMicros));
    expect(held.lots[0]).toMatchObject({ orderId: oldest.orderId, costCents: oldest.costCents - cost });
    expect(sale).toMatchObject({
      quantityMicros: 100_000,
      proceedsCents: proceeds,
      costCents: cost,
      realisedCents: proceeds - cost,
    });
    expect(sale.lots).toEqual([
      { orderId: oldest.orderId, acquiredOn: oldest.acquiredOn, quantityMicros: 100_000, costCents: cost },
    ]);
    expect(held.quantityMicros).toBe(before.quantityMicros - 100_000);
    expect(after.cash.pendingInCents).toBe(proceeds);

    // Unsettled cash is not withdrawable: only what was available before the sale may leave.
    const tooMuch = await transfer(t, trader, trader.investmentAccountId, {
      direction: 'WITHDRAWAL',
      amountCents: after.cash.availableCents + 1,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.error.fields ?? {})).toEqual(['amountCents']);
  });

  it('refuses a sale of more than is held with 422 naming the field', async () => {
    const response = await order(t, trader, trader.investmentAccountId, {
      symbol: 'VTI',
      side: 'SELL',
      quantityMicros: 1_000_000_000,
    });
    expect(response.statusCode).toBe(422);
    expect(response.error).toMatchObject({
      code: 'INSUFFICIENT_SHARES',
      fields: { quantityMicros: expect.any(String) },
    });
    // Said in shares as the member typed them, not in the books' millionths.
    expect(response.error.fields?.quantityMicros).toMatch(/^You can sell at most \d[\d,]*(\.\d+)? VTI shares\.$/);
    const none = await order(t, trader, trader.investmentAccountId, { symbol: 'KO', side: 'SELL', sellAll: true });
    expect(Object.keys(none.error.fields ?? {})).toEqual(['sellAll']);
  });

  it('settles the sale on the next trading day, when its cash becomes withdrawable', async () => {
    const { pendingInCents, availableCents } = await cashOf(trader);
    t.clock.now = inSession(t.clock.now);
    await runOrderJobs();
    const cash = await cashOf(trader);
    expect(cash).toMatchObject({ pendingInCents: 0, availableCents: availableCents + pendingInCents });
    const listed = (await orders(t, trader, trader.investmentAccountId)).data.orders;
    expect(listed.every((row: { settled: boolean }) => row.settled)).toBe(true);
    const out = await transfer(t, trader, trader.investmentAccountId, {
      direction: 'WITHDRAWAL',
      amountCents: cash.availableCents,
    });
    expect(out.statusCode).toBe(200);
  });
});

describe('market orders while the market is shut', () => {
  it('holds the cash of a buy, waits for the open and fills at the price of the opening minute', async () => {
    await transfer(t, trader, trader.investmentAccountId, { direction: 'DEPOSIT', amountCents: 20_000 });
    const session = sessionRunningAt(t.clock.now);
    t.clock.now = new Date(closeOf(session).getTime() + 2 * 60 * 60_000);
    const opensAt = nextOpenAfter(t.clock.now);

    const placed = await order(t, trader, trader.investmentAccountId, {
      symbol: 'VXUS',
      side: 'BUY',
      quantityMicros: 1_500_000,
    });
    expect(placed.statusCode).toBe(200);
    const waiting = placed.data;
    expect(waiting).toMatchObject({ status: 'WAITING', fillsAt: opensAt.toISOString(), filledAt: null });
    const estimate = Math.round((waiting.estimatedPriceCents * 3) / 2);
    expect(waiting.holdCents).toBe(Math.ceil((estimate * 105) / 100));
    expect(await cashOf(trader)).toMatchObject({
      availableCents: 20_000 - waiting.holdCents,
      heldForOrdersCents: waiting.holdCents,
    });

    // A sale placed now promises the shares: nothing of VXUS is held yet, so none may be sold.
    expect(
      (await order(t, trader, trader.investmentAccountId, { symbol: 'VXUS', side: 'SELL', sellAll: true })).statusCode,
    ).toBe(422);

    t.clock.now = new Date(opensAt.getTime() + 7 * 60_000);
    await runOrderJobs();
    const filled = present((await orders(t, trader, trader.investmentAccountId)).data.orders[0], 'the order');
    const openingPrice = market.dayBar('VXUS', sessionDate(opensAt), opensAt).lastCents;
    expect(filled).toMatchObject({
      orderId: waiting.orderId,
      status: 'FILLED',
      filledAt: opensAt.toISOString(),
      fillPriceCents: openingPrice,
      amountCents: Math.round((openingPrice * 3) / 2),
    });
    expect(await cashOf(trader)).toMatchObject({
      availableCents: 20_000 - present(filled.amountCents, 'the amount filled'),
      heldForOrdersCents: 0,
    });
  });

  it('sells everything held at the next open, and the books come out empty', async () => {
    const session = sessionRunningAt(t.clock.now);
    t.clock.now = new Date(closeOf(session).getTime() + 60_000);
    const placed = await order(t, trader, trader.investmentAccountId, { symbol: 'VXUS', side: 'SELL', sellAll: true });
    expect(placed.data).toMatchObject({
      status: 'WAITING',
      sizing: 'ALL',
      requestedMicros: 1_500_000,
      holdCents: 0,
    });
    t.clock.now = nextOpenAfter(t.clock.now);
    await runOrderJobs();
    const vxus = (await positions(t, trader, trader.investmentAccountId)).data.positions.find(
      (position) => position.symbol === 'VXUS',
    );
    expect(vxus).toMatchObject({ quantityMicros: 0, lots: [], costCents: 0 });
    expect(vxus?.sales).toHaveLength(1);
  });

  it('lists every movement of the cash, trades with their symbol, shares and price, and no voided hold', async () => {
    const response = await transactions(t, trader, trader.investmentAccountId);
    expect(response.statusCode).toBe(200);
    const listed = response.data.transactions as {
      kind: string;
      amountCents: number;
      status: string;
      symbol: string | null;
    }[];
    expect(listed.map((row) => row.kind)).not.toContain('ORDER_HOLD');
    expect(listed[0]).toMatchObject({ kind: 'SELL', symbol: 'VXUS', status: 'PENDING', quantityMicros: 1_500_000 });
    const cash = await cashOf(trader);
    const posted = listed.filter((row) => row.status === 'POSTED').reduce((sum, row) => sum + row.amountCents, 0);
    expect(posted).toBe(cash.availableCents);
    expect(listed.filter((row) => row.kind === 'DEPOSIT')).toHaveLength(2);
  });
});

describe('who may trade what', () => {
  it("answers 404 for another member's account on every call", async () => {
    const id = other.investmentAccountId;
    expect((await order(t, trader, id, { symbol: 'VTI', side: 'BUY', amountCents: 100 })).statusCode).toBe(404);
    expect((await preview(t, trader, id, { symbol: 'VTI', side: 'BUY', amountCents: 100 })).statusCode).toBe(404);
    expect((await orders(t, trader, id)).statusCode).toBe(404);
    expect((await positions(t, trader, id)).statusCode).toBe(404);
    expect((await transactions(t, trader, id)).statusCode).toBe(404);
  });

  it('refuses malformed orders with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ symbol: 'VTI', side: 'BUY', amountCents: 1_000, quantityMicros: 5 }, 'quantityMicros'],
      [{ symbol: 'VTI', side: 'BUY' }, 'quantityMicros'],
      [{ symbol: 'VTI', side: 'SELL', amountCents: 1_000 }, 'amountCents'],
      [{ symbol: 'VTI', side: 'BUY', sellAll: true }, 'sellAll'],
      [{ symbol: 'VTI', side: 'BUY', quantityMicros: 1.5 }, 'quantityMicros'],
      [{ symbol: 'NOPE', side: 'BUY', amountCents: 1_000 }, 'symbol'],
      [{ symbol: 'VTI', side: 'HOLD', amountCents: 1_000 }, 'side'],
    ];
    for (const [payload, field] of cases) {
      const response = await callUnchecked(trader, placeMarketOrder, {
        params: { accountId: trader.investmentAccountId },
        body: payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
  });
});

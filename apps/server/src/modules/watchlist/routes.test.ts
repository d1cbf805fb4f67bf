import { randomUUID } from 'node:crypto';
import { searchWatchlistAssets } from '@fernleaf/contract/market';
import { addToWatchlist, getWatchlist, removeFromWatchlist, WATCHLIST_LIMIT } from '@fernleaf/contract/watchlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMarket } from '../../sandbox/market/market.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Monday 2 March 2026, 10:00 in New York: the market is open. */
const clock = { now: new Date('2026-03-02T15:00:00Z') };

let testApp: TestApp;
type Member = { authorization: string };
let member: Member;
let other: Member;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock.now });
  // Members with no investment account: a watchlist needs none.
  member = await signUpMember(testApp.app, testApp.config);
  other = await signUpMember(testApp.app, testApp.config);
});
afterAll(() => testApp.close());

function add(as: Member, payload: object, idempotencyKey: string = randomUUID()) {
  return callUnchecked({ app: testApp.app, authorization: as.authorization }, addToWatchlist, {
    body: payload,
    idempotencyKey,
  });
}
function remove(as: Member, symbol: string) {
  return call({ app: testApp.app, authorization: as.authorization }, removeFromWatchlist, { params: { symbol } });
}
async function list(as: Member) {
  const response = await call({ app: testApp.app, authorization: as.authorization }, getWatchlist);
  expect(response.statusCode).toBe(200);
  return response.data;
}

describe('the watchlist', () => {
  it('answers 401 without a token', async () => {
    const response = await call({ app: testApp.app }, getWatchlist);
    expect(response.statusCode).toBe(401);
  });

  it('starts empty, adds symbols in any case with their prices, newest first', async () => {
    expect((await list(member)).items).toEqual([]);
    const added = await add(member, { symbol: ' vti ' });
    expect(added.statusCode).toBe(201);
    expect(added.data).toMatchObject({
      symbol: 'VTI',
      name: expect.any(String),
      addedAt: clock.now.toISOString(),
    });
    expect(added.data.lastPriceCents).toBeGreaterThan(0);

    clock.now = new Date(clock.now.getTime() + 60_000);
    expect((await add(member, { symbol: 'AAPL' })).statusCode).toBe(201);
    const watchlist = await list(member);
    expect(watchlist.pricesAreSimulated).toBe(true);
    expect(watchlist.limit).toBe(WATCHLIST_LIMIT);
    expect(watchlist.items.map(({ symbol }) => symbol)).toEqual(['AAPL', 'VTI']);
    // The price is the market's, the same the search answers.
    const search = await call({ app: testApp.app, authorization: member.authorization }, searchWatchlistAssets, {
      query: { query: 'AAPL' },
    });
    expect(watchlist.items[0]?.lastPriceCents).toBe(search.data.results[0]?.lastPriceCents);
  });

  it('refuses a symbol already on it with 409 naming the symbol, and keeps one row', async () => {
    const again = await add(member, { symbol: 'VTI' });
    expect(again.statusCode).toBe(409);
    expect(again.error).toMatchObject({
      code: 'WATCHLIST_DUPLICATE',
      fields: { symbol: expect.stringContaining('VTI') },
    });
    expect((await list(member)).items.filter(({ symbol }) => symbol === 'VTI')).toHaveLength(1);
  });

  it('replays the answer of a repeated Idempotency-Key instead of refusing it', async () => {
    const key = randomUUID();
    const first = await add(member, { symbol: 'KO' }, key);
    const second = await add(member, { symbol: 'KO' }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.data).toEqual(first.data);
  });

  it.each([
    [{}, 'symbol'],
    [{ symbol: '' }, 'symbol'],
    [{ symbol: 'NOT/A' }, 'symbol'],
    [{ symbol: 'ZZZZ' }, 'symbol'],
  ])('answers 400 naming the field for %o', async (payload, field) => {
    const response = await add(member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.error.fields?.[field]).toBeTruthy();
  });

  it('asks for an Idempotency-Key to add', async () => {
    const response = await call({ app: testApp.app, authorization: member.authorization }, addToWatchlist, {
      body: { symbol: 'PG' },
      idempotencyKey: null,
    });
    expect(response.statusCode).toBe(400);
  });

  it("keeps each member's list their own: another member cannot see or remove it", async () => {
    expect((await list(other)).items).toEqual([]);
    const removed = await remove(other, 'VTI');
    expect(removed.statusCode).toBe(404);
    expect((await list(member)).items.map(({ symbol }) => symbol)).toContain('VTI');
    // The other member may add the same symbol to their own list.
    expect((await add(other, { symbol: 'VTI' })).statusCode).toBe(201);
  });

  it('removes a symbol, and answers 404 for one not on the list', async () => {
    expect((await remove(member, 'vti')).statusCode).toBe(200);
    expect((await list(member)).items.map(({ symbol }) => symbol)).not.toContain('VTI');
    expect((await remove(member, 'VTI')).statusCode).toBe(404);
    expect((await list(other)).items.map(({ symbol }) => symbol)).toEqual(['VTI']);
  });

  it(`holds at most ${WATCHLIST_LIMIT} symbols, even when adds race`, async () => {
    const market = createSandboxMarket();
    const held = new Set((await list(member)).items.map(({ symbol }) => symbol));
    const symbols = market
      .assets()
      .map(({ symbol }) => symbol)
      .filter((symbol) => !held.has(symbol));
    const toFill = WATCHLIST_LIMIT - held.size;
    for (const symbol of symbols.slice(0, toFill - 1)) expect((await add(member, { symbol })).statusCode).toBe(201);
    // One place left, two symbols asked for at once: exactly one gets it.
    const racing = await Promise.all(symbols.slice(toFill - 1, toFill + 1).map((symbol) => add(member, { symbol })));
    expect(racing.map(({ statusCode }) => statusCode).sort()).toEqual([201, 409]);
    const refused = racing.find(({ statusCode }) => statusCode === 409);
    if (!refused) throw new Error('expected one add refused');
    expect(refused.error).toMatchObject({
      code: 'WATCHLIST_FULL',
      fields: { symbol: expect.any(String) },
    });
    expect((await list(member)).items).toHaveLength(WATCHLIST_LIMIT);
  });
});

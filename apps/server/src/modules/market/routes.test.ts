import { sessionOf } from '@fernleaf/contract/calendar/exchange-calendar';
import {
  getAssetNews,
  getAssetPriceHistory,
  getAssetQuote,
  getLatestNews,
  getMarketExplore,
  getSectorNews,
  searchWatchlistAssets,
} from '@fernleaf/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMarket } from '../../sandbox/market/market.ts';
import { type Caller, call, callUnchecked, openApiPathOf } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Monday 2 March 2026, 10:00 in New York: the market is open. */
const mondayMorning = new Date('2026-03-02T15:00:00Z');
const clock = { now: mondayMorning };

let testApp: TestApp;
let authorization: string;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock.now });
  ({ authorization } = await signUpMember(testApp.app, testApp.config));
});
afterAll(() => testApp.close());

/** The member, calling at the moment given (the clock moves there). */
function at(moment: Date = mondayMorning): Caller {
  clock.now = moment;
  return { app: testApp.app, authorization };
}

describe('access', () => {
  const signedOut = () => ({ app: testApp.app });
  it.each([
    ['the search', () => call(signedOut(), searchWatchlistAssets, { query: { query: 'v' } })],
    ['a quote', () => call(signedOut(), getAssetQuote, { params: { symbol: 'VTI' } })],
    ['a chart', () => call(signedOut(), getAssetPriceHistory, { params: { symbol: 'VTI' }, query: { range: '1D' } })],
    ['explore', () => call(signedOut(), getMarketExplore)],
    ['the news', () => call(signedOut(), getLatestNews)],
    ["an asset's news", () => call(signedOut(), getAssetNews, { params: { symbol: 'VTI' } })],
    ["a sector's news", () => call(signedOut(), getSectorNews, { params: { sector: 'technology' } })],
  ] as const)('answers 401 to %s without a token', async (_, send) => {
    const response = await send();
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /watchlist/search', () => {
  it('puts the exact symbol first, then symbols starting with the query, then names', async () => {
    const answer = await call(at(), searchWatchlistAssets, { query: { query: 'v' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.data.pricesAreSimulated).toBe(true);
    const symbols = answer.data.results.map(({ symbol }) => symbol);
    expect(symbols[0]).toBe('V');
    expect(symbols.slice(1, 7)).toEqual(['VNQ', 'VOO', 'VTI', 'VTIP', 'VXUS', 'BND']);
    expect(symbols.length).toBeLessThanOrEqual(20);
  });

  it('finds names by a word, in any case, with their prices', async () => {
    const { data } = await call(at(), searchWatchlistAssets, { query: { query: ' clean ENERGY ' } });
    expect(data.results.map(({ symbol }) => symbol)).toEqual(['ICLN']);
    expect(data.results[0]?.lastPriceCents).toBeGreaterThan(0);
  });

  it('answers an empty list when nothing matches', async () => {
    const answer = await call(at(), searchWatchlistAssets, { query: { query: 'zzzz' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.data.results).toEqual([]);
  });

  it.each([
    ['no query', {}],
    ['a blank query', { query: '  ' }],
    ['a query of 51 characters', { query: 'a'.repeat(51) }],
  ])('answers 400 naming the query for %s', async (_, query) => {
    const answer = await callUnchecked(at(), searchWatchlistAssets, { query });
    expect(answer.statusCode).toBe(400);
    const { error } = answer;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toContain('query');
  });
});

describe('GET /investment/assets/:symbol', () => {
  it('quotes the last minute while the market is open', async () => {
    const answer = await call(at(), getAssetQuote, { params: { symbol: 'VTI' } });
    expect(answer.statusCode).toBe(200);
    const quote = answer.data;
    expect(quote).toMatchObject({
      pricesAreSimulated: true,
      symbol: 'VTI',
      kind: 'ETF',
      sector: 'us-total-market',
      sessionDate: '2026-03-02',
      asOf: '2026-03-02T15:00:00.000Z',
      marketOpen: true,
      nextOpenAt: '2026-03-03T14:30:00.000Z',
    });
    expect(quote.dayChangeCents).toBe(quote.lastPriceCents - quote.previousCloseCents);
    expect(quote.lowCents).toBeLessThanOrEqual(quote.lastPriceCents);
    expect(quote.highCents).toBeGreaterThanOrEqual(quote.lastPriceCents);
    expect(quote.lowCents).toBeLessThanOrEqual(quote.openCents);
    expect(quote.week52LowCents).toBeLessThanOrEqual(quote.lowCents);
    expect(quote.week52HighCents).toBeGreaterThanOrEqual(quote.highCents);
    expect(quote.dividendYieldBasisPoints).toBeGreaterThan(50);
    expect(quote.dividendYieldBasisPoints).toBeLessThan(400);
    expect(quote.lastDividend?.microsPerShare).toBeGreaterThan(0);
    // The previous close is Friday's close, as the daily history has it.
    const [friday] = createSandboxMarket().dailyCloses('VTI', '2026-02-27', '2026-02-27');
    expect(quote.previousCloseCents).toBe(friday?.closeCents);
  });

  it('moves minute by minute while open and agrees with the search and the chart', async () => {
    const later = new Date('2026-03-02T17:17:30Z');
    const quote = await call(at(later), getAssetQuote, { params: { symbol: 'aapl' } });
    const search = await call(at(later), searchWatchlistAssets, { query: { query: 'AAPL' } });
    const chart = await call(at(later), getAssetPriceHistory, { params: { symbol: 'AAPL' }, query: { range: '1D' } });
    expect(quote.data.symbol).toBe('AAPL');
    expect(quote.data.asOf).toBe('2026-03-02T17:17:00.000Z');
    expect(search.data.results[0]?.lastPriceCents).toBe(quote.data.lastPriceCents);
    expect(chart.data.points.at(-1)).toEqual({ at: quote.data.asOf, priceCents: quote.data.lastPriceCents });
  });

  it("shows Friday's close on a Saturday, and Monday's opening bell as the next open", async () => {
    const body = await call(at(new Date('2026-03-07T16:00:00Z')), getAssetQuote, { params: { symbol: 'VTI' } });
    const friday = sessionOf('2026-03-06');
    const [close] = createSandboxMarket().dailyCloses('VTI', '2026-03-06', '2026-03-06');
    expect(body.data).toMatchObject({
      sessionDate: '2026-03-06',
      asOf: friday?.closesAt.toISOString(),
      lastPriceCents: close?.closeCents,
      marketOpen: false,
      // Daylight saving starts on Sunday 8 March: Monday opens at 13:30 UTC.
      nextOpenAt: '2026-03-09T13:30:00.000Z',
    });
  });

  it('moves with the clock: the next day starts from the close before it, and a holiday is not traded', async () => {
    const monday = await call(at(new Date('2026-03-02T22:00:00Z')), getAssetQuote, { params: { symbol: 'KO' } });
    const tuesday = await call(at(new Date('2026-03-03T22:00:00Z')), getAssetQuote, { params: { symbol: 'KO' } });
    expect(tuesday.data.sessionDate).toBe('2026-03-03');
    expect(tuesday.data.previousCloseCents).toBe(monday.data.lastPriceCents);
    const goodFriday = await call(at(new Date('2026-04-03T16:00:00Z')), getAssetQuote, { params: { symbol: 'KO' } });
    expect(goodFriday.data).toMatchObject({ sessionDate: '2026-04-02', marketOpen: false });
  });

  it('keeps the 52-week range in post-split dollars across the split', async () => {
    const body = await call(at(new Date('2024-07-01T18:00:00Z')), getAssetQuote, { params: { symbol: 'NVDA' } });
    // Unadjusted, the weeks before the split would reach ten times today's price.
    expect(body.data.week52HighCents).toBeLessThan(body.data.lastPriceCents * 3);
    expect(body.data.week52LowCents).toBeGreaterThan(body.data.lastPriceCents / 5);
  });

  it('has no dividend yield for an asset that pays none', async () => {
    const body = await call(at(), getAssetQuote, { params: { symbol: 'NVDA' } });
    expect(body.data.dividendYieldBasisPoints).toBeNull();
    expect(body.data.lastDividend).toBeNull();
  });

  it('answers 404 with the error envelope for an unknown symbol', async () => {
    const answer = await call(at(), getAssetQuote, { params: { symbol: 'ZZZZ' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.error.code).toBe('NOT_FOUND');
  });

  it('answers 400 naming the symbol when it cannot be one', async () => {
    const answer = await callUnchecked(at(), getAssetQuote, { params: { symbol: 'A$B' } });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.error.fields ?? {})).toContain('symbol');
  });
});

describe('GET /investment/assets/:symbol/history', () => {
  const history = (symbol: string, range: '1D' | '1W' | '1M' | '3M' | '1Y' | 'ALL', moment?: Date) =>
    call(at(moment), getAssetPriceHistory, { params: { symbol }, query: { range } });
  const afterFridayClose = new Date('2026-03-06T22:00:00Z');

  it.each([
    ['1D', 5, 79, 81],
    ['1W', 30, 70, 80],
    ['1M', null, 20, 23],
    ['3M', null, 60, 65],
    ['1Y', null, 250, 254],
    ['ALL', null, 270, 275],
  ] as const)('spaces %s at %s minutes with %i to %i points, oldest first', async (range, interval, min, max) => {
    const body = await history('XLV', range, afterFridayClose);
    expect(body.statusCode).toBe(200);
    expect(body.data).toMatchObject({ pricesAreSimulated: true, symbol: 'XLV', range, intervalMinutes: interval });
    const points = body.data.points;
    expect(points.length).toBeGreaterThanOrEqual(min);
    expect(points.length).toBeLessThanOrEqual(max);
    expect(points.every((point, i) => i === 0 || (points[i - 1]?.at ?? '') < point.at)).toBe(true);
    expect(points.at(-1)?.at).toBe(sessionOf('2026-03-06')?.closesAt.toISOString());
  });

  it.each(['VTI', 'AAPL', 'XLV', 'KO'])(
    "reaches the day's high and low of the key statistics on the day's chart of %s",
    async (symbol) => {
      // Sampled every five minutes alone, the chart's highest point could be below the day's high.
      const during = new Date('2026-03-02T19:43:30Z');
      const quote = await call(at(during), getAssetQuote, { params: { symbol } });
      const prices = (await history(symbol, '1D', during)).data.points.map((point) => point.priceCents);
      expect(Math.max(...prices)).toBe(quote.data.highCents);
      expect(Math.min(...prices)).toBe(quote.data.lowCents);
    },
  );

  it('divides prices before the split by its ratio, so the chart does not jump', async () => {
    const body = await history('NVDA', 'ALL');
    const points = body.data.points;
    const jumps = points.slice(1).map((point, i) => point.priceCents / (points[i]?.priceCents ?? 1));
    expect(Math.min(...jumps)).toBeGreaterThan(0.6);
    // Unadjusted, the week of the split would fall to a tenth.
    const [before] = createSandboxMarket().dailyCloses('NVDA', '2024-06-07', '2024-06-07');
    const adjusted = points.find(({ at }) => at.startsWith('2024-06-07'));
    expect(adjusted?.priceCents).toBe(Math.round((before?.closeCents ?? 0) / 10));
  });

  it.each([
    ['no range', {}],
    ['range 2D', { range: '2D' }],
  ])('answers 400 naming the range for %s', async (_, query) => {
    const answer = await callUnchecked(at(), getAssetPriceHistory, { params: { symbol: 'XLV' }, query });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.error.fields ?? {})).toContain('range');
  });

  it('answers 404 for an unknown symbol', async () => {
    expect((await history('ZZZZ', '1D')).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the market calls with their parameters, for members', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = response.json().paths;
    for (const path of [
      searchWatchlistAssets,
      getAssetQuote,
      getAssetPriceHistory,
      getMarketExplore,
      getLatestNews,
      getAssetNews,
      getSectorNews,
    ].map(openApiPathOf)) {
      expect(paths[path]?.get?.security, path).toEqual([{ memberToken: [] }]);
    }
    expect(paths[openApiPathOf(getAssetPriceHistory)].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'symbol', in: 'path' }),
        expect.objectContaining({ name: 'range', in: 'query', required: true }),
      ]),
    );
  });
});

describe('GET /investment/explore', () => {
  it('lists sectors and themes with their assets', async () => {
    const body = await call(at(), getMarketExplore);
    expect(body.statusCode).toBe(200);
    const symbolsOf = (list: { id: string; assets: { symbol: string }[] }[], id: string) =>
      list.find((entry) => entry.id === id)?.assets.map(({ symbol }) => symbol) ?? [];
    expect(symbolsOf(body.data.sectors, 'technology')).toEqual(expect.arrayContaining(['AAPL', 'SOXX', 'NVDA']));
    expect(symbolsOf(body.data.sectors, 'bonds')).toEqual(['BND', 'BNDX', 'VTIP']);
    expect(symbolsOf(body.data.themes, 'clean-energy')).toEqual(expect.arrayContaining(['ICLN', 'NEE']));
    expect(symbolsOf(body.data.themes, 'semiconductors')).toContain('SOXX');
    expect(symbolsOf(body.data.themes, 'health-care')).toContain('XLV');
    expect(symbolsOf(body.data.themes, 'esg')).toContain('ESGU');
    const listed = body.data.sectors.flatMap(({ assets }) => assets.map(({ symbol }) => symbol));
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('news', () => {
  it('lists the latest stories published by now, newest first, from simulated sources', async () => {
    const body = await call(at(), getLatestNews, { query: { limit: 10 } });
    expect(body.statusCode).toBe(200);
    const articles = body.data.articles;
    expect(articles).toHaveLength(10);
    expect(articles.every(({ publishedAt }) => publishedAt <= mondayMorning.toISOString())).toBe(true);
    expect(articles.every((article, i) => i === 0 || (articles[i - 1]?.publishedAt ?? '') >= article.publishedAt)).toBe(
      true,
    );
    expect(articles.every(({ simulated, source }) => simulated && /simulated/i.test(source))).toBe(true);
    // Monday's stories are written after its close; the newest are Friday's.
    expect(articles[0]?.id.startsWith('2026-02-27-')).toBe(true);
  });

  it("tells a big mover's story with the market's own prices", async () => {
    const body = await call(at(), getLatestNews, { query: { limit: 50 } });
    const mover = body.data.articles.find(({ id }) => id.includes('-mover-'));
    if (!mover) throw new Error('no mover story');
    const date = mover.id.slice(0, 10);
    const symbol = mover.symbols[0] ?? '';
    const [close] = createSandboxMarket().dailyCloses(symbol, date, date);
    const dollars = `$${((close?.closeCents ?? 0) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(mover.body).toContain(dollars);
    expect(mover.body).toContain('not real news');
  });

  it('publishes a day’s stories only after its close', async () => {
    const beforeClose = await call(at(new Date('2026-03-02T20:59:00Z')), getLatestNews, { query: { limit: 50 } });
    const afterClose = await call(at(new Date('2026-03-02T22:00:00Z')), getLatestNews, { query: { limit: 50 } });
    expect(beforeClose.data.articles.some(({ id }) => id.startsWith('2026-03-02-'))).toBe(false);
    expect(afterClose.data.articles.some(({ id }) => id.startsWith('2026-03-02-'))).toBe(true);
  });

  it('finds the stories that name an asset, and those of a sector', async () => {
    const byAsset = await call(at(), getAssetNews, { params: { symbol: 'vti' }, query: { limit: 5 } });
    expect(byAsset.data.articles).toHaveLength(5);
    expect(byAsset.data.articles.every(({ symbols }) => symbols.includes('VTI'))).toBe(true);
    const bySector = await call(at(), getSectorNews, { params: { sector: 'technology' }, query: { limit: 5 } });
    expect(bySector.statusCode).toBe(200);
    expect(bySector.data.articles.length).toBeGreaterThan(0);
    expect(bySector.data.articles.every(({ sectors }) => sectors.includes('technology'))).toBe(true);
  });

  it('answers 404 for an unknown asset or sector and 400 naming a bad limit', async () => {
    expect((await call(at(), getAssetNews, { params: { symbol: 'ZZZZ' } })).statusCode).toBe(404);
    expect((await call(at(), getSectorNews, { params: { sector: 'space-mining' } })).statusCode).toBe(404);
    for (const limit of ['0', '51', 'many', '2.5']) {
      const answer = await callUnchecked(at(), getLatestNews, { query: { limit } });
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.error.fields ?? {})).toContain('limit');
    }
  });
});

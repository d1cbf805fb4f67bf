// The market as investing screens read it: asset search for the watchlist, an asset's quote and key
// statistics, its price history for charts, explore by sector and theme, and the news. Prices come from
// the sandbox market (docs/decisions/041-market-sandbox.md), so every answer that carries a price says
// so in `pricesAreSimulated`, which the web shows beside the prices. Spec section 7 names only
// `/watchlist/search`; the other paths sit under `/investment`, where the asset pages live.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** The sectors assets are grouped by (GICS sectors, plus the three kinds of broad funds). */
export const marketSectors = [
  { id: 'technology', name: 'Technology' },
  { id: 'communication-services', name: 'Communication Services' },
  { id: 'consumer-discretionary', name: 'Consumer Discretionary' },
  { id: 'consumer-staples', name: 'Consumer Staples' },
  { id: 'health-care', name: 'Health Care' },
  { id: 'financials', name: 'Financials' },
  { id: 'energy', name: 'Energy' },
  { id: 'industrials', name: 'Industrials' },
  { id: 'materials', name: 'Materials' },
  { id: 'utilities', name: 'Utilities' },
  { id: 'real-estate', name: 'Real Estate' },
  { id: 'us-total-market', name: 'US Total Market' },
  { id: 'international', name: 'International' },
  { id: 'bonds', name: 'Bonds' },
] as const;
export type MarketSectorId = (typeof marketSectors)[number]['id'];

/** The themes a managed portfolio can add and explore lists; each has funds and companies in it. */
export const marketThemes = [
  { id: 'clean-energy', name: 'Clean energy', description: 'Solar, wind and the companies that build and run them.' },
  {
    id: 'semiconductors',
    name: 'Semiconductors',
    description: 'The makers of the chips in phones, cars and data centres.',
  },
  { id: 'health-care', name: 'Health care', description: 'Drug makers, insurers and medical technology.' },
  { id: 'esg', name: 'ESG', description: 'Companies screened for environmental, social and governance practices.' },
  { id: 'cloud-computing', name: 'Cloud computing', description: 'The companies that rent out computing and storage.' },
  {
    id: 'electric-vehicles',
    name: 'Electric vehicles',
    description: 'Electric cars and the batteries that drive them.',
  },
] as const;
export type MarketThemeId = (typeof marketThemes)[number]['id'];

const sectorIds = marketSectors.map(({ id }) => id) as [MarketSectorId, ...MarketSectorId[]];
const themeIds = marketThemes.map(({ id }) => id) as [MarketThemeId, ...MarketThemeId[]];

export const assetKindSchema = z.enum(['STOCK', 'ETF']);
export type AssetKind = z.infer<typeof assetKindSchema>;

/** Chart ranges: one trading day, a week, a month, three months, a year, the whole history. */
export const priceRangeSchema = z.enum(['1D', '1W', '1M', '3M', '1Y', 'ALL'], {
  error: 'Choose a range: 1D, 1W, 1M, 3M, 1Y or ALL',
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

const cents = z.number().int();
/** Hundredths of a percent: 152 is 1.52%. Whole numbers, so no float reaches the screen's rounding. */
const basisPoints = z.number().int();

/** Always true: the web shows "Prices are simulated" wherever this is. */
const pricesAreSimulated = z.literal(true);

/** A ticker as typed: letters, digits and a dot (BRK.B); the server reads it in capitals. */
const symbolParam = z
  .string()
  .trim()
  .min(1, 'Enter a symbol')
  .max(12, 'A symbol is at most 12 characters')
  .regex(/^[A-Za-z0-9.]+$/, 'A symbol has only letters, digits and dots')
  .transform((symbol) => symbol.toUpperCase());

export const assetSummarySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: assetKindSchema,
  sector: z.enum(sectorIds),
  themes: z.array(z.enum(themeIds)),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

/** The last price and the day's change: what a list row shows. */
export const assetPriceSchema = assetSummarySchema.extend({
  lastPriceCents: cents,
  /** Against the previous close (adjusted for a split that took effect today). */
  dayChangeCents: cents,
  dayChangeBasisPoints: basisPoints,
});
export type AssetPrice = z.infer<typeof assetPriceSchema>;

export const watchlistSearchSchema = z.object({
  pricesAreSimulated,
  /** Symbol matches first (exact, then starting with the query), then names containing it; at most 20. */
  results: z.array(assetPriceSchema),
});

export const searchWatchlistAssets = defineCall({
  method: 'GET',
  path: '/watchlist/search',
  summary: 'Search listed stocks and ETFs by symbol or name, to add one to the watchlist',
  tag: 'market',
  access: 'member',
  query: z.object({
    query: z
      .string({ error: 'Enter a symbol or a name to search for' })
      .trim()
      .min(1, 'Enter a symbol or a name to search for')
      .max(50, 'Search with at most 50 characters'),
  }),
  response: watchlistSearchSchema,
});

export const assetQuoteSchema = assetPriceSchema.extend({
  pricesAreSimulated,
  /** The instant the price is as of: the last minute's tick while the market is open, else the close. */
  asOf: z.iso.datetime(),
  /** The New York date of the session the prices belong to. */
  sessionDate: z.iso.date(),
  previousCloseCents: cents,
  openCents: cents,
  highCents: cents,
  lowCents: cents,
  /** The highest and lowest price of the last 52 weeks, today's trading included. */
  week52HighCents: cents,
  week52LowCents: cents,
  marketOpen: z.boolean(),
  /** The next opening bell after now (tomorrow's when the market is open now). */
  nextOpenAt: z.iso.datetime(),
  /** The dividends with an ex-date in the last 12 months over the last price; null when it pays none. */
  dividendYieldBasisPoints: basisPoints.nullable(),
  /** The latest dividend declared, in micro-dollars a share (money.ts: more than two decimals). */
  lastDividend: z
    .object({ exDate: z.iso.date(), payDate: z.iso.date(), microsPerShare: z.number().int().positive() })
    .nullable(),
});
export type AssetQuote = z.infer<typeof assetQuoteSchema>;

export const getAssetQuote = defineCall({
  method: 'GET',
  path: '/investment/assets/:symbol',
  summary: "An asset's quote and key statistics",
  tag: 'market',
  access: 'member',
  params: z.object({ symbol: symbolParam }),
  response: assetQuoteSchema,
});

export const pricePointSchema = z.object({ at: z.iso.datetime(), priceCents: cents });
export type PricePoint = z.infer<typeof pricePointSchema>;

export const priceHistorySchema = z.object({
  pricesAreSimulated,
  symbol: z.string(),
  range: priceRangeSchema,
  /**
   * Minutes between points within a day for 1D and 1W (each day also has the minutes of its high and
   * low, so the line reaches the day's range); null for daily (1M, 3M, 1Y) or weekly (ALL) closes.
   */
  intervalMinutes: z.number().int().positive().nullable(),
  /** Earlier prices are divided by any split since, so the line does not jump at the split. */
  splitAdjusted: z.literal(true),
  /** Oldest first; the last point is the latest price. */
  points: z.array(pricePointSchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const getAssetPriceHistory = defineCall({
  method: 'GET',
  path: '/investment/assets/:symbol/history',
  summary: "An asset's prices over a range, for its chart",
  tag: 'market',
  access: 'member',
  params: z.object({ symbol: symbolParam }),
  query: z.object({ range: priceRangeSchema }),
  response: priceHistorySchema,
});

export const exploreSchema = z.object({
  pricesAreSimulated,
  /** Every sector with at least one asset, in the order of marketSectors; assets by symbol. */
  sectors: z.array(z.object({ id: z.enum(sectorIds), name: z.string(), assets: z.array(assetPriceSchema) })),
  themes: z.array(
    z.object({ id: z.enum(themeIds), name: z.string(), description: z.string(), assets: z.array(assetPriceSchema) }),
  ),
});
export type Explore = z.infer<typeof exploreSchema>;

export const getMarketExplore = defineCall({
  method: 'GET',
  path: '/investment/explore',
  summary: 'Sectors and themes with their assets and prices',
  tag: 'market',
  access: 'member',
  response: exploreSchema,
});

export const newsArticleSchema = z.object({
  /** Stable: the same story has the same id in every process. */
  id: z.string(),
  headline: z.string(),
  summary: z.string(),
  body: z.string(),
  /** A made-up news service whose name says it is simulated. */
  source: z.string(),
  simulated: z.literal(true),
  publishedAt: z.iso.datetime(),
  symbols: z.array(z.string()),
  sectors: z.array(z.enum(sectorIds)),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListSchema = z.object({
  /** Newest first, published by now. */
  articles: z.array(newsArticleSchema),
});

const newsLimit = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50' })
    .int('limit must be a whole number from 1 to 50')
    .min(1, 'limit must be a whole number from 1 to 50')
    .max(50, 'limit must be a whole number from 1 to 50')
    .default(20),
});

export const getLatestNews = defineCall({
  method: 'GET',
  path: '/investment/news',
  summary: 'The latest market news',
  tag: 'market',
  access: 'member',
  query: newsLimit,
  response: newsListSchema,
});

export const getAssetNews = defineCall({
  method: 'GET',
  path: '/investment/assets/:symbol/news',
  summary: 'News that names an asset',
  tag: 'market',
  access: 'member',
  params: z.object({ symbol: symbolParam }),
  query: newsLimit,
  response: newsListSchema,
});

export const getSectorNews = defineCall({
  method: 'GET',
  path: '/investment/sectors/:sector/news',
  summary: 'News about a sector',
  tag: 'market',
  access: 'member',
  params: z.object({ sector: z.string().trim().min(1, 'Choose a sector').max(40, 'No sector has so long a name') }),
  query: newsLimit,
  response: newsListSchema,
});

// The member's watchlist and the news they read (decision 045). A watchlist needs no investment
// account: it is symbols and the market's prices, nothing of the member's money. Reads of news stories
// are counted once per member and story; trending ranks the last day's readers.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { assetPriceSchema, newsArticleSchema } from './market.ts';

/** The most symbols one watchlist holds: a list to glance at, not a screener (the market lists 43). */
export const WATCHLIST_LIMIT = 30;

/** As the market calls read a symbol: letters, digits and dots, in capitals. */
const watchlistSymbol = z
  .string({ error: 'Choose a stock or fund' })
  .trim()
  .min(1, 'Choose a stock or fund')
  .max(12, 'A symbol is at most 12 characters')
  .regex(/^[A-Za-z0-9.]+$/, 'A symbol has only letters, digits and dots')
  .transform((symbol) => symbol.toUpperCase());

export const watchlistItemSchema = assetPriceSchema.extend({ addedAt: z.iso.datetime() });
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchlistSchema = z.object({
  pricesAreSimulated: z.literal(true),
  /** Newest first. */
  items: z.array(watchlistItemSchema),
  limit: z.number().int(),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

export const getWatchlist = defineCall({
  method: 'GET',
  path: '/investment/watchlist',
  summary: "The member's watchlist with each symbol's last price and day change",
  tag: 'market',
  access: 'member',
  response: watchlistSchema,
});

/** 409 WATCHLIST_DUPLICATE when already there, 409 WATCHLIST_FULL at the limit, 400 at `symbol` when unlisted. */
export const addToWatchlist = defineCall({
  method: 'POST',
  path: '/investment/watchlist',
  summary: "Adds a listed stock or fund to the member's watchlist",
  tag: 'market',
  access: 'member',
  idempotent: true,
  successStatus: 201,
  body: z.object({ symbol: watchlistSymbol }),
  response: watchlistItemSchema,
});

/** 404 when the symbol is not on this member's watchlist. */
export const removeFromWatchlist = defineCall({
  method: 'DELETE',
  path: '/investment/watchlist/:symbol',
  summary: "Removes a symbol from the member's watchlist",
  tag: 'market',
  access: 'member',
  params: z.object({ symbol: watchlistSymbol }),
  response: z.object({ symbol: z.string() }),
});

/**
 * Records that the member opened a story. A PUT: doing it twice is doing it once (the first reading
 * time is kept), so it needs no Idempotency-Key. 404 for a story not published by now.
 */
export const recordNewsRead = defineCall({
  method: 'PUT',
  path: '/investment/news/:articleId/read',
  summary: 'Records that the member read a news story (once per member and story)',
  tag: 'market',
  access: 'member',
  params: z.object({
    articleId: z
      .string()
      .trim()
      .min(1, 'Choose a story')
      .max(80, 'No story has so long an id')
      .regex(/^[A-Za-z0-9.-]+$/, 'A story id has only letters, digits, dots and dashes'),
  }),
  response: z.object({ articleId: z.string(), readAt: z.iso.datetime() }),
});

export const trendingNewsSchema = z.object({
  /** Most readers in the 24 hours up to now first; ties to the newer story. */
  articles: z.array(newsArticleSchema.extend({ reads: z.number().int().positive() })),
});
export type TrendingNews = z.infer<typeof trendingNewsSchema>;

export const getTrendingNews = defineCall({
  method: 'GET',
  path: '/investment/news/trending',
  summary: 'The news stories most read by members in the last day',
  tag: 'market',
  access: 'member',
  query: z.object({
    limit: z.coerce
      .number({ error: 'limit must be a whole number from 1 to 50' })
      .int('limit must be a whole number from 1 to 50')
      .min(1, 'limit must be a whole number from 1 to 50')
      .max(50, 'limit must be a whole number from 1 to 50')
      .default(10),
  }),
  response: trendingNewsSchema,
});

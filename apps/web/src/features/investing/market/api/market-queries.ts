// The market reads the watchlist, asset and news pages share (decision 041), and the member's own
// watchlist and news reads (decision 045), as query options the routes' loaders prefetch (decision 037).
// Keys sit under the investing root, so a trade or a watchlist change refreshes what shows it.
import { addToWatchlist } from '@fernleaf/contract/call-addresses/add-to-watchlist.gen';
import { getAssetNews } from '@fernleaf/contract/call-addresses/get-asset-news.gen';
import { getAssetPriceHistory } from '@fernleaf/contract/call-addresses/get-asset-price-history.gen';
import { getAssetQuote } from '@fernleaf/contract/call-addresses/get-asset-quote.gen';
import { getLatestNews } from '@fernleaf/contract/call-addresses/get-latest-news.gen';
import { getTrendingNews } from '@fernleaf/contract/call-addresses/get-trending-news.gen';
import { getWatchlist } from '@fernleaf/contract/call-addresses/get-watchlist.gen';
import { recordNewsRead } from '@fernleaf/contract/call-addresses/record-news-read.gen';
import { removeFromWatchlist } from '@fernleaf/contract/call-addresses/remove-from-watchlist.gen';
import { searchWatchlistAssets } from '@fernleaf/contract/call-addresses/search-watchlist-assets.gen';
import type { PriceRange } from '@fernleaf/contract/market';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../../lib/api-client';

export const marketQueryKeys = {
  all: ['investing', 'market'] as const,
  watchlist: () => [...marketQueryKeys.all, 'watchlist'] as const,
  search: (query: string) => [...marketQueryKeys.all, 'search', query] as const,
  asset: (symbol: string) => [...marketQueryKeys.all, 'asset', symbol] as const,
  quote: (symbol: string) => [...marketQueryKeys.asset(symbol), 'quote'] as const,
  history: (symbol: string, range: PriceRange) => [...marketQueryKeys.asset(symbol), 'history', range] as const,
  assetNews: (symbol: string) => [...marketQueryKeys.asset(symbol), 'news'] as const,
  news: () => [...marketQueryKeys.all, 'news'] as const,
  trending: () => [...marketQueryKeys.all, 'news', 'trending'] as const,
};

/** Prices move each minute while the market is open: a minute-old answer is stale. */
const priceStaleMs = 60_000;

/**
 * A symbol the market does not list answers 404 (400 when it is not a symbol at all): asking again
 * gives the same answer, so the page shows "Not listed" at once instead of after three more tries. A
 * failure of the network or the server is tried again as usual (three times).
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 3;
}

export function watchlistQueryOptions() {
  return queryOptions({
    queryKey: marketQueryKeys.watchlist(),
    queryFn: ({ signal }) => callApi(getWatchlist, {}, { signal }),
    staleTime: priceStaleMs,
  });
}

export function assetSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: marketQueryKeys.search(query),
    queryFn: ({ signal }) => callApi(searchWatchlistAssets, { query: { query } }, { signal }),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: priceStaleMs,
  });
}

export function assetQuoteQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: marketQueryKeys.quote(symbol),
    queryFn: ({ signal }) => callApi(getAssetQuote, { params: { symbol } }, { signal }),
    retry: retryUnlessRefused,
    staleTime: priceStaleMs,
  });
}

export function priceHistoryQueryOptions(symbol: string, range: PriceRange) {
  return queryOptions({
    queryKey: marketQueryKeys.history(symbol, range),
    queryFn: ({ signal }) => callApi(getAssetPriceHistory, { params: { symbol }, query: { range } }, { signal }),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
    staleTime: priceStaleMs,
  });
}

export function assetNewsQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: marketQueryKeys.assetNews(symbol),
    queryFn: ({ signal }) => callApi(getAssetNews, { params: { symbol }, query: { limit: 5 } }, { signal }),
    retry: retryUnlessRefused,
  });
}

export function latestNewsQueryOptions() {
  return queryOptions({
    queryKey: marketQueryKeys.news(),
    queryFn: ({ signal }) => callApi(getLatestNews, { query: { limit: 20 } }, { signal }),
  });
}

export function trendingNewsQueryOptions() {
  return queryOptions({
    queryKey: marketQueryKeys.trending(),
    queryFn: ({ signal }) => callApi(getTrendingNews, { query: { limit: 10 } }, { signal }),
  });
}

export function addSymbolToWatchlist(symbol: string, idempotencyKey: string, options: CallOptions = {}) {
  return callApi(addToWatchlist, { body: { symbol }, idempotencyKey }, options);
}

export function removeSymbolFromWatchlist(symbol: string, options: CallOptions = {}) {
  return callApi(removeFromWatchlist, { params: { symbol } }, options);
}

export function markStoryRead(articleId: string, options: CallOptions = {}) {
  return callApi(recordNewsRead, { params: { articleId } }, options);
}

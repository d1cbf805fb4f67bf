// The watchlist's rules: only listed symbols, each once, at most WATCHLIST_LIMIT, and a member touches
// only their own. Prices are the market's at the app clock's instant, so the list reads like search.
import { errorCodes } from '@fernleaf/contract/errors';
import { WATCHLIST_LIMIT, type Watchlist, type WatchlistItem } from '@fernleaf/contract/watchlist';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { assetPriceOf, findAsset } from '../market/asset-quotes.ts';
import type { MarketData } from '../market/market-data.ts';
import {
  countWatchlist,
  deleteWatchlistItem,
  insertWatchlistItem,
  lockWatchlistOf,
  type WatchlistRow,
  watchlistOf,
} from './watchlist-repo.ts';

function itemOf(market: MarketData, row: WatchlistRow, now: Date): WatchlistItem | null {
  const asset = findAsset(market, row.symbol);
  // A symbol the market no longer lists (a delisting) drops out of the list rather than failing it.
  return asset ? { ...assetPriceOf(market, asset, now), addedAt: row.addedAt.toISOString() } : null;
}

export async function watchlistWithPrices(db: Db, market: MarketData, memberId: string, now: Date): Promise<Watchlist> {
  const rows = await watchlistOf(db, memberId);
  return {
    pricesAreSimulated: true,
    items: rows.flatMap((row) => itemOf(market, row, now) ?? []),
    limit: WATCHLIST_LIMIT,
  };
}

export async function addToWatchlist(
  tx: Tx,
  market: MarketData,
  memberId: string,
  symbol: string,
  now: Date,
): Promise<WatchlistItem> {
  const asset = findAsset(market, symbol);
  if (!asset) throw validationFailed({ symbol: `No listed stock or fund has the symbol ${symbol}` });
  await lockWatchlistOf(tx, memberId);
  if ((await countWatchlist(tx, memberId)) >= WATCHLIST_LIMIT) {
    throw new AppError(
      409,
      errorCodes.WATCHLIST_FULL,
      'Watchlist full',
      `A watchlist holds ${WATCHLIST_LIMIT} symbols at most. Remove one to add ${symbol}.`,
      { symbol: `Your watchlist holds ${WATCHLIST_LIMIT} symbols at most` },
    );
  }
  const row = await insertWatchlistItem(tx, memberId, asset.symbol, now);
  if (!row) {
    throw new AppError(
      409,
      errorCodes.WATCHLIST_DUPLICATE,
      'Already on your watchlist',
      `${asset.symbol} is already on your watchlist.`,
      { symbol: `${asset.symbol} is already on your watchlist` },
    );
  }
  return { ...assetPriceOf(market, asset, now), addedAt: row.addedAt.toISOString() };
}

export async function removeFromWatchlist(db: Db, memberId: string, symbol: string): Promise<{ symbol: string }> {
  if (!(await deleteWatchlistItem(db, memberId, symbol))) throw notFound(`${symbol} on your watchlist`);
  return { symbol };
}

// The watchlist calls (decision 045): thin handlers over the watchlist service.
import { addToWatchlist, getWatchlist, removeFromWatchlist } from '@fernleaf/contract/watchlist';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { MarketData } from '../market/market-data.ts';
import * as watchlist from './watchlist-service.ts';

export interface WatchlistCallOptions {
  market: MarketData;
  /** The app clock: the test clock moves the market with everything else. */
  now?: (() => Date) | undefined;
}

export function registerWatchlistCalls(app: FastifyInstance, db: Db, options: WatchlistCallOptions) {
  const { market } = options;
  const clock = options.now ?? (() => new Date());

  registerCall(app, db, getWatchlist, async (_input, { memberId }) =>
    watchlist.watchlistWithPrices(db, market, memberId, clock()),
  );

  registerCall(app, db, addToWatchlist, async ({ body }, context) =>
    watchlist.addToWatchlist(context.db, market, context.memberId, body.symbol, clock()),
  );

  registerCall(app, db, removeFromWatchlist, async ({ params }, { memberId }) =>
    watchlist.removeFromWatchlist(db, memberId, params.symbol),
  );
}

// The market calls: search, quote, history, explore and news. They only read (decision 040): prices
// and stories are functions of the app clock's instant, computed by the vendors app.ts hands in.
import {
  getAssetNews,
  getAssetPriceHistory,
  getAssetQuote,
  getLatestNews,
  getMarketExplore,
  getSectorNews,
  marketSectors,
  searchWatchlistAssets,
} from '@fernleaf/contract/market';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { registerCall } from '../../platform/register-call.ts';
import { assetPriceOf, assetQuoteOf, findAsset } from './asset-quotes.ts';
import { searchAssets } from './asset-search.ts';
import { exploreOf } from './explore.ts';
import type { ListedAsset, MarketData } from './market-data.ts';
import { articleOf } from './news-reads.ts';
import type { NewsQuery, NewsWire } from './news-wire.ts';
import { priceHistoryOf } from './price-history.ts';

export interface MarketCallOptions {
  market: MarketData;
  news: NewsWire;
  /** The app clock: the test clock moves the market with everything else. */
  now?: (() => Date) | undefined;
}

export function registerMarketCalls(app: FastifyInstance, db: Db, options: MarketCallOptions) {
  const clock = options.now ?? (() => new Date());
  const { market, news } = options;

  const listedAsset = (symbol: string): ListedAsset => {
    const asset = findAsset(market, symbol);
    if (!asset) throw notFound(`The asset ${symbol}`);
    return asset;
  };
  const articles = (query: Omit<NewsQuery, 'at'>) => ({
    articles: news.articles({ ...query, at: clock() }).map(articleOf),
  });

  registerCall(app, db, searchWatchlistAssets, async ({ query }) => {
    const now = clock();
    return {
      pricesAreSimulated: true as const,
      results: searchAssets(market.assets(), query.query).map((asset) => assetPriceOf(market, asset, now)),
    };
  });

  registerCall(app, db, getAssetQuote, async ({ params }) => assetQuoteOf(market, listedAsset(params.symbol), clock()));

  registerCall(app, db, getAssetPriceHistory, async ({ params, query }) =>
    priceHistoryOf(market, listedAsset(params.symbol).symbol, query.range, clock()),
  );

  registerCall(app, db, getMarketExplore, async () => exploreOf(market, clock()));

  registerCall(app, db, getLatestNews, async ({ query }) => articles({ limit: query.limit }));

  registerCall(app, db, getAssetNews, async ({ params, query }) =>
    articles({ limit: query.limit, symbol: listedAsset(params.symbol).symbol }),
  );

  registerCall(app, db, getSectorNews, async ({ params, query }) => {
    const sector = marketSectors.find(({ id }) => id === params.sector.toLowerCase());
    if (!sector) throw notFound(`The sector ${params.sector}`);
    return articles({ limit: query.limit, sector: sector.id });
  });
}

// The calls that record a member's reading of a story and rank the stories read most (decision 045).
// Apart from routes.ts because these two touch the database, while the market calls only compute.
import { getTrendingNews, recordNewsRead } from '@fernleaf/contract/watchlist';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import * as newsReads from './news-reads.ts';
import type { NewsWire } from './news-wire.ts';

export interface NewsReadCallOptions {
  news: NewsWire;
  now?: (() => Date) | undefined;
}

export function registerNewsReadCalls(app: FastifyInstance, db: Db, options: NewsReadCallOptions) {
  const { news } = options;
  const clock = options.now ?? (() => new Date());

  registerCall(app, db, recordNewsRead, async ({ params }, { memberId }) =>
    newsReads.recordNewsRead(db, news, memberId, params.articleId, clock()),
  );

  registerCall(app, db, getTrendingNews, async ({ query }) => newsReads.trendingNews(db, news, clock(), query.limit));
}

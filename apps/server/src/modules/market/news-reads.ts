// Reads of news stories and what members read most: a read is kept once per member and story, so
// trending counts readers; the ranking itself is rankTrending's (trending.ts).
import type { NewsArticle } from '@fernleaf/contract/market';
import type { TrendingNews } from '@fernleaf/contract/watchlist';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { readsBetween, recordRead } from './news-reads-repo.ts';
import type { NewsWire, WireArticle } from './news-wire.ts';
import { rankTrending, TRENDING_WINDOW_MS } from './trending.ts';

export function articleOf(article: WireArticle): NewsArticle {
  return {
    id: article.id,
    headline: article.headline,
    summary: article.summary,
    body: article.body,
    source: article.source,
    simulated: true,
    publishedAt: article.publishedAt.toISOString(),
    symbols: [...article.symbols],
    sectors: [...article.sectors],
  };
}

/** Only a story published by now can be read; anything else is 404, so no made-up id is counted. */
export async function recordNewsRead(db: Db, news: NewsWire, memberId: string, articleId: string, now: Date) {
  const article = news.article(articleId, now);
  if (!article) throw notFound('The story');
  const readAt = await recordRead(db, memberId, article.id, now);
  return { articleId: article.id, readAt: readAt.toISOString() };
}

export async function trendingNews(db: Db, news: NewsWire, now: Date, limit: number): Promise<TrendingNews> {
  const reads = await readsBetween(db, new Date(now.getTime() - TRENDING_WINDOW_MS), now);
  const articles = [...new Set(reads.map(({ articleId }) => articleId))].flatMap((id) => news.article(id, now) ?? []);
  return {
    articles: rankTrending(articles, reads, now, limit).map(({ article, reads: count }) => ({
      ...articleOf(article),
      reads: count,
    })),
  };
}

// Trending news: the articles most read in the last day. Reads are the product's own record (a read
// counter table comes with the news screens, not with this sandbox), so the ranking is a pure function
// of the reads it is given and the instant: more reads first, then the newer article, then the id, so
// the order is the same in every process.

export const TRENDING_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ArticleRead {
  articleId: string;
  readAt: Date;
}

export interface TrendingCandidate {
  id: string;
  publishedAt: Date;
}

/** The articles read in the 24 hours up to `now` (reads after `now` do not count), most read first. */
export function rankTrending<Article extends TrendingCandidate>(
  articles: readonly Article[],
  reads: readonly ArticleRead[],
  now: Date,
  limit: number,
): { article: Article; reads: number }[] {
  const since = now.getTime() - TRENDING_WINDOW_MS;
  const counts = new Map<string, number>();
  for (const { articleId, readAt } of reads) {
    const at = readAt.getTime();
    if (at > since && at <= now.getTime()) counts.set(articleId, (counts.get(articleId) ?? 0) + 1);
  }
  return articles
    .flatMap((article) => {
      const count = counts.get(article.id) ?? 0;
      return count > 0 && article.publishedAt <= now ? [{ article, reads: count }] : [];
    })
    .sort(
      (a, b) =>
        b.reads - a.reads ||
        b.article.publishedAt.getTime() - a.article.publishedAt.getTime() ||
        (a.article.id < b.article.id ? -1 : a.article.id > b.article.id ? 1 : 0),
    )
    .slice(0, limit);
}

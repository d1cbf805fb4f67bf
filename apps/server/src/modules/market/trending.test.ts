import { describe, expect, it } from 'vitest';
import { rankTrending } from './trending.ts';

const now = new Date('2026-03-03T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const article = (id: string, publishedHoursAgo: number) => ({ id, publishedAt: hoursAgo(publishedHoursAgo) });
const reads = (articleId: string, ...atHoursAgo: number[]) =>
  atHoursAgo.map((h) => ({ articleId, readAt: hoursAgo(h) }));

describe('rankTrending', () => {
  const articles = [article('a', 30), article('b', 5), article('c', 2), article('d', 1)];

  it('ranks by reads in the last 24 hours, most first', () => {
    const ranked = rankTrending(articles, [...reads('a', 1, 2, 3), ...reads('b', 1), ...reads('c', 1, 2)], now, 10);
    expect(ranked.map(({ article: { id }, reads: count }) => [id, count])).toEqual([
      ['a', 3],
      ['c', 2],
      ['b', 1],
    ]);
  });

  it('counts no read older than a day, or after now', () => {
    const ranked = rankTrending(articles, [...reads('a', 24, 25, 30), ...reads('b', -1), ...reads('c', 23.9)], now, 10);
    expect(ranked.map(({ article: { id } }) => id)).toEqual(['c']);
  });

  it('breaks ties by the newer article, then the id, and keeps to the limit', () => {
    const ranked = rankTrending(
      [...articles, article('e', 1)],
      [...reads('b', 1), ...reads('c', 1), ...reads('d', 1), ...reads('e', 1)],
      now,
      3,
    );
    expect(ranked.map(({ article: { id } }) => id)).toEqual(['d', 'e', 'c']);
  });

  it('leaves out articles not yet published', () => {
    expect(rankTrending([article('future', -2)], reads('future', 0), now, 10)).toEqual([]);
  });
});

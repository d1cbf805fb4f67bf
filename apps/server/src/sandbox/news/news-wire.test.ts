import { describe, expect, it } from 'vitest';
import { createSandboxMarket } from '../market/market.ts';
import { createSandboxNewsWire } from './news-wire.ts';

const market = createSandboxMarket();

describe('the sandbox news wire', () => {
  it('publishes each trading day 3 or 4 stories after its close, none on closed days', () => {
    const wire = createSandboxNewsWire(market);
    // Tuesday after Good Friday (2026-04-03) and the weekend.
    const articles = wire.articles({ at: new Date('2026-04-07T12:00:00Z'), limit: 12 });
    const days = [...new Set(articles.map(({ id }) => id.slice(0, 10)))];
    expect(days.slice(0, 3)).toEqual(['2026-04-06', '2026-04-02', '2026-04-01']);
    const perDay = days.slice(0, 2).map((day) => articles.filter(({ id }) => id.startsWith(day)).length);
    expect(perDay.every((count) => count >= 3 && count <= 4)).toBe(true);
    for (const article of articles) {
      expect(article.publishedAt.getTime()).toBeGreaterThan(new Date(`${article.id.slice(0, 10)}T20:00:00Z`).getTime());
    }
  });

  it('writes the same stories whatever day is asked first, in a fresh wire', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    const first = createSandboxNewsWire(market);
    first.articles({ at: new Date('2025-06-02T12:00:00Z'), limit: 50 });
    const second = createSandboxNewsWire(market);
    expect(first.articles({ at, limit: 20 })).toEqual(second.articles({ at, limit: 20 }));
  });

  it('filters by symbol and by sector', () => {
    const wire = createSandboxNewsWire(market);
    const at = new Date('2026-03-10T12:00:00Z');
    const bySymbol = wire.articles({ at, limit: 5, symbol: 'TSLA' });
    expect(bySymbol.length).toBeGreaterThan(0);
    expect(bySymbol.every(({ symbols }) => symbols.includes('TSLA'))).toBe(true);
    const bySector = wire.articles({ at, limit: 5, sector: 'energy' });
    expect(bySector.every(({ sectors }) => sectors.includes('energy'))).toBe(true);
    expect(wire.articles({ at, limit: 5, symbol: 'NOT-LISTED' })).toEqual([]);
  });

  it('finds a story by its id once published, and nothing for an unknown or future id', () => {
    const wire = createSandboxNewsWire(market);
    const at = new Date('2026-03-10T12:00:00Z');
    const [latest] = wire.articles({ at, limit: 1 });
    if (!latest) throw new Error('expected a story');
    expect(wire.article(latest.id, at)).toEqual(latest);
    // Before its publishing minute it is not there yet.
    expect(wire.article(latest.id, new Date(latest.publishedAt.getTime() - 60_000))).toBeUndefined();
    expect(wire.article('2026-03-09-mover-NOTLISTED', at)).toBeUndefined();
    expect(wire.article('2026-03-07-wrap', at)).toBeUndefined(); // a Saturday
    expect(wire.article('not-a-story', at)).toBeUndefined();
  });

  it('has nothing before the market has moved', () => {
    const wire = createSandboxNewsWire(market);
    expect(wire.articles({ at: new Date('2021-01-04T22:00:00Z'), limit: 5 })).toEqual([]);
    expect(wire.articles({ at: new Date('2021-01-05T22:00:00Z'), limit: 5 }).length).toBeGreaterThan(0);
  });
});

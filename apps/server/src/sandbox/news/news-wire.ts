// The sandbox news wire: a few stories after each trading day's close, written from the sandbox market's
// moves (stories.ts). It stands behind modules/market/news-wire.ts's NewsWire; app.ts hands it in with
// the market it reads, through the MarketMoves shape declared here (decision 031: a sandbox imports no
// module). A day's stories are made once per process and kept: a closed day's prices never change.
import { dayNumberOf, isoDateOf } from '@fernleaf/contract/calendar/days';
import { latestSessionAt, previousTradingDayNumber, sessionOf } from '@fernleaf/contract/calendar/exchange-calendar';
import type { MarketSectorId } from '@fernleaf/contract/market';
import { type DayMove, type Story, storiesOfDay } from './stories.ts';

/** What the wire reads of the market: its assets and their closes. */
export interface MarketMoves {
  assets(): readonly { symbol: string; name: string; sector: MarketSectorId }[];
  firstTradingDate: string;
  dailyCloses(
    symbol: string,
    from: string,
    to: string,
  ): { date: string; previousCloseCents: number; closeCents: number }[];
}

/** How far back a search for a symbol's or a sector's stories goes: about a year of trading days. */
const LOOKBACK_TRADING_DAYS = 260;

export interface SandboxArticle {
  id: string;
  headline: string;
  summary: string;
  body: string;
  source: string;
  publishedAt: Date;
  symbols: string[];
  sectors: MarketSectorId[];
}

export function createSandboxNewsWire(market: MarketMoves) {
  const byDay = new Map<string, SandboxArticle[]>();

  function articlesOfDay(date: string): SandboxArticle[] {
    let articles = byDay.get(date);
    if (!articles) {
      const session = sessionOf(date);
      if (!session) return [];
      const moves: DayMove[] = market.assets().flatMap((asset) => {
        const [close] = market.dailyCloses(asset.symbol, date, date);
        return close ? [{ ...asset, previousCloseCents: close.previousCloseCents, closeCents: close.closeCents }] : [];
      });
      articles = storiesOfDay(date, moves)
        .map(({ minutesAfterClose, ...story }: Story) => ({
          ...story,
          publishedAt: new Date(session.closesAt.getTime() + minutesAfterClose * 60_000),
        }))
        .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
      byDay.set(date, articles);
    }
    return articles;
  }

  return {
    articles(query: { at: Date; limit: number; symbol?: string; sector?: MarketSectorId }): SandboxArticle[] {
      const found: SandboxArticle[] = [];
      // The first day has no previous close to move from, so no story.
      const first = dayNumberOf(market.firstTradingDate) + 1;
      let day = dayNumberOf(latestSessionAt(query.at).date);
      for (let seen = 0; seen < LOOKBACK_TRADING_DAYS && day >= first && found.length < query.limit; seen += 1) {
        for (const article of articlesOfDay(isoDateOf(day))) {
          if (article.publishedAt > query.at) continue;
          if (query.symbol && !article.symbols.includes(query.symbol)) continue;
          if (query.sector && !article.sectors.includes(query.sector)) continue;
          found.push(article);
        }
        day = previousTradingDayNumber(day);
      }
      return found.slice(0, query.limit);
    },

    /** Ids begin with their trading date (`{date}-...`), so one day's stories are all it reads. */
    article(id: string, at: Date): SandboxArticle | undefined {
      const date = /^(\d{4}-\d{2}-\d{2})-/.exec(id)?.[1];
      if (!date || date <= market.firstTradingDate || date > latestSessionAt(at).date) return undefined;
      return articlesOfDay(date).find((article) => article.id === id && article.publishedAt <= at);
    },
  };
}

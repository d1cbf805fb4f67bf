// What the investing modules need of a news service: dated articles tied to tickers and sectors. The
// module owns this interface; the sandbox news wire (sandbox/news/news-wire.ts) implements it without
// importing it and app.ts hands it in (decision 031).
import type { MarketSectorId } from '@fernleaf/contract/market';

export interface WireArticle {
  /** Stable across processes and runs, so a read count can key on it. */
  id: string;
  headline: string;
  summary: string;
  body: string;
  /** The service's name; a sandbox's says it is simulated. */
  source: string;
  publishedAt: Date;
  symbols: readonly string[];
  sectors: readonly MarketSectorId[];
}

export interface NewsQuery {
  /** Only articles published at or before this instant (the app clock's now). */
  at: Date;
  limit: number;
  /** Only articles naming this symbol. */
  symbol?: string;
  /** Only articles about this sector. */
  sector?: MarketSectorId;
}

export interface NewsWire {
  /** Matching articles, newest first, at most `limit`. */
  articles(query: NewsQuery): WireArticle[];
  /** The article with this id if it was published by `at`, else undefined. */
  article(id: string, at: Date): WireArticle | undefined;
}

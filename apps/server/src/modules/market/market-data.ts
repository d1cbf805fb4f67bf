// What the investing modules need of a market-data vendor. The module owns this interface; the sandbox
// market (sandbox/market/market.ts) implements it without importing it and app.ts hands it in, where
// the compiler checks the shapes agree (decision 031). Prices are integer cents as the exchange printed
// them on the day (not adjusted for later splits: the module adjusts what a chart shows); amounts per
// share are integer micro-dollars (money.ts).
import type { AssetKind, MarketSectorId, MarketThemeId } from '@fernleaf/contract/market';

export interface ListedAsset {
  symbol: string;
  name: string;
  kind: AssetKind;
  sector: MarketSectorId;
  themes: readonly MarketThemeId[];
}

/** One trading day's prices, as of an instant: the whole day once it closed, else up to the last tick. */
export interface DayBar {
  /** The New York date of the session. */
  date: string;
  /** The previous close, divided by the ratio of a split that took effect this day. */
  previousCloseCents: number;
  openCents: number;
  highCents: number;
  lowCents: number;
  /** The last tick: the close once the session ended. */
  lastCents: number;
  /** The instant of the last tick (the close once the session ended). */
  asOf: Date;
}

export interface DailyClose {
  date: string;
  /** As in DayBar: divided by the ratio of a split that took effect this day, so the day's change is real. */
  previousCloseCents: number;
  closeCents: number;
}

export interface DividendDeclaration {
  declaredOn: string;
  exDate: string;
  payDate: string;
  microsPerShare: number;
}

export interface StockSplit {
  effectiveDate: string;
  /** Shares multiply by it and the price divides by it: 10 for a 10-for-1 split. */
  ratio: number;
}

export interface MarketData {
  /** Every listed asset, in a stable order. */
  assets(): readonly ListedAsset[];
  /** The first trading day the market has prices for. */
  firstTradingDate: string;
  /**
   * A trading day's bar as of `at` (which must be at or after that day's opening bell). Throws for an
   * unknown symbol or a day the market did not trade.
   */
  dayBar(symbol: string, date: string, at: Date): DayBar;
  /** The price at each `everyMinutes` minute from the opening bell up to `at` or the close, the last tick included. */
  ticks(symbol: string, date: string, at: Date, everyMinutes: number): { at: Date; priceCents: number }[];
  /**
   * The close of every trading day from `from` to `to`, both included (days before the first are
   * skipped). The caller asks only for days whose session has closed: a vendor has no later closes.
   */
  dailyCloses(symbol: string, from: string, to: string): DailyClose[];
  /** The dividends declared on or before `by`, oldest first; some may go ex or pay after it. */
  dividendsDeclaredBy(symbol: string, by: string): DividendDeclaration[];
  /** The splits effective on or before `by`, oldest first. */
  splitsEffectiveBy(symbol: string, by: string): StockSplit[];
}

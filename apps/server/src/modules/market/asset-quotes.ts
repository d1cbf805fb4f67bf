// An asset's price now and its key statistics, read from the market-data vendor at the app clock's
// instant. Before the opening bell (and on days the exchange is closed) the latest session is the last
// one that traded, as a broker's quote shows it; while the market is open it is today's, up to the
// last minute's tick.
import { addDays } from '@fernleaf/contract/calendar/days';
import {
  isMarketOpenAt,
  latestSessionAt,
  nextOpenAfter,
  sessionOf,
} from '@fernleaf/contract/calendar/exchange-calendar';
import type { AssetPrice, AssetQuote } from '@fernleaf/contract/market';
import type { DayBar, ListedAsset, MarketData, StockSplit } from './market-data.ts';

/** The asset listed under `symbol` (already in capitals), or undefined. */
export function findAsset(market: MarketData, symbol: string): ListedAsset | undefined {
  return market.assets().find((asset) => asset.symbol === symbol);
}

/**
 * The session whose prices are the latest at `now`, and the instant to read it at: today's once it
 * opened, else the last trading day's close. A clock before the market's first day reads that day's close.
 */
export function latestSessionOf(market: MarketData, now: Date): { date: string; at: Date } {
  const latest = latestSessionAt(now);
  if (latest.date >= market.firstTradingDate) return { date: latest.date, at: now };
  const first = sessionOf(market.firstTradingDate);
  if (!first) throw new RangeError(`The market's first day ${market.firstTradingDate} is not a trading day`);
  return { date: first.date, at: first.closesAt };
}

export function latestBarOf(market: MarketData, symbol: string, now: Date): DayBar {
  const { date, at } = latestSessionOf(market, now);
  return market.dayBar(symbol, date, at);
}

/** Hundredths of a percent of `from` that `change` is, rounded half away from zero. */
export function basisPointsOf(change: number, from: number): number {
  if (from === 0) return 0;
  const magnitude = Math.round((Math.abs(change) * 10_000) / from);
  return change < 0 ? -magnitude : magnitude;
}

/**
 * What a price of `date` is in today's shares: divided by the ratio of every split that took effect
 * after it, so a chart or a 52-week range does not jump at a split.
 */
export function splitAdjusted(priceCents: number, date: string, splits: readonly StockSplit[]): number {
  let factor = 1;
  for (const split of splits) if (split.effectiveDate > date) factor *= split.ratio;
  return factor === 1 ? priceCents : Math.max(1, Math.round(priceCents / factor));
}

function priceFromBar(asset: ListedAsset, bar: DayBar): AssetPrice {
  const change = bar.lastCents - bar.previousCloseCents;
  return {
    symbol: asset.symbol,
    name: asset.name,
    kind: asset.kind,
    sector: asset.sector,
    themes: [...asset.themes],
    lastPriceCents: bar.lastCents,
    dayChangeCents: change,
    dayChangeBasisPoints: basisPointsOf(change, bar.previousCloseCents),
  };
}

export function assetPriceOf(market: MarketData, asset: ListedAsset, now: Date): AssetPrice {
  return priceFromBar(asset, latestBarOf(market, asset.symbol, now));
}

/** The highest and lowest trade of the 52 weeks up to the latest session, its ticks so far included. */
function week52Range(market: MarketData, symbol: string, latest: DayBar, splits: readonly StockSplit[]) {
  let high = latest.highCents;
  let low = latest.lowCents;
  const closedDays = market.dailyCloses(symbol, addDays(latest.date, -364), addDays(latest.date, -1));
  for (const { date } of closedDays) {
    const session = sessionOf(date);
    if (!session) continue;
    const bar = market.dayBar(symbol, date, session.closesAt);
    high = Math.max(high, splitAdjusted(bar.highCents, date, splits));
    low = Math.min(low, splitAdjusted(bar.lowCents, date, splits));
  }
  return { high, low };
}

export function assetQuoteOf(market: MarketData, asset: ListedAsset, now: Date): AssetQuote {
  const bar = latestBarOf(market, asset.symbol, now);
  const splits = market.splitsEffectiveBy(asset.symbol, bar.date);
  const range = week52Range(market, asset.symbol, bar, splits);
  const dividends = market.dividendsDeclaredBy(asset.symbol, bar.date);
  // Trailing yield: what went ex in the last year, over today's price (micro-dollars over cents is
  // already hundredths of a percent: micros / 10^4 / cents * 10^4).
  const trailingMicros = dividends
    .filter(({ exDate }) => exDate > addDays(bar.date, -365) && exDate <= bar.date)
    .reduce((sum, { microsPerShare }) => sum + microsPerShare, 0);
  const last = dividends.at(-1);
  return {
    pricesAreSimulated: true,
    ...priceFromBar(asset, bar),
    asOf: bar.asOf.toISOString(),
    sessionDate: bar.date,
    previousCloseCents: bar.previousCloseCents,
    openCents: bar.openCents,
    highCents: bar.highCents,
    lowCents: bar.lowCents,
    week52HighCents: range.high,
    week52LowCents: range.low,
    marketOpen: isMarketOpenAt(now),
    nextOpenAt: nextOpenAfter(now).toISOString(),
    dividendYieldBasisPoints: trailingMicros > 0 ? Math.round(trailingMicros / bar.lastCents) : null,
    lastDividend: last ? { exDate: last.exDate, payDate: last.payDate, microsPerShare: last.microsPerShare } : null,
  };
}

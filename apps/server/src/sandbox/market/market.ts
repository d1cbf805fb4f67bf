// The sandbox market-data vendor: listed assets, their bars, ticks and daily closes, their dividends and
// the one split, all from the seeded model (daily-prices.ts, intraday.ts). It stands behind
// modules/market/market-data.ts's MarketData; app.ts hands it in (decision 031). It reads no clock: the
// caller says which instant it asks about, so the test clock moves the market with everything else.
import { dayNumberOf, isoDateOf } from '@fernleaf/contract/calendar/days';
import { sessionOfDayNumber, type TradingSession } from '@fernleaf/contract/calendar/exchange-calendar';
import {
  assetModel,
  dailyRecord,
  dailyVolatility,
  dividendsDeclaredBy,
  splitOf,
  startDayNumber,
} from './daily-prices.ts';
import { dayPath } from './intraday.ts';
import { type ListedAssetModel, listedAssets, marketStartDate } from './universe.ts';

const MS_PER_MINUTE = 60_000;

function modelOf(symbol: string): ListedAssetModel {
  const asset = assetModel(symbol);
  if (!asset) throw new RangeError(`${symbol} is not listed on the sandbox market`);
  return asset;
}

function sessionOfDate(date: string): { session: TradingSession; dayNumber: number } {
  const dayNumber = dayNumberOf(date);
  const session = sessionOfDayNumber(dayNumber);
  if (!session || dayNumber < startDayNumber) throw new RangeError(`The sandbox market did not trade on ${date}`);
  return { session, dayNumber };
}

const sessionMinutesOf = (session: TradingSession) =>
  (session.closesAt.getTime() - session.opensAt.getTime()) / MS_PER_MINUTE;

/** Paths of the days asked for lately: a chart and a quote of the same day share one. */
const recentPaths = new Map<string, number[]>();
const RECENT_PATHS = 400;

function pathOf(asset: ListedAssetModel, dayNumber: number, session: TradingSession): number[] {
  const key = `${asset.symbol}:${dayNumber}`;
  let path = recentPaths.get(key);
  if (!path) {
    const record = dailyRecord(asset, dayNumber);
    path = dayPath({
      symbol: asset.symbol,
      date: session.date,
      baseCents: record.baseCents,
      closeCents: record.closeCents,
      dailyVolatility: dailyVolatility(asset),
      sessionMinutes: sessionMinutesOf(session),
    });
    if (recentPaths.size >= RECENT_PATHS) recentPaths.delete(recentPaths.keys().next().value as string);
    recentPaths.set(key, path);
  }
  return path;
}

/** The minute of the last tick at `at`: 0 at the opening bell, the session's length once it closed. */
function lastMinuteAt(session: TradingSession, at: Date): number {
  if (at < session.opensAt)
    throw new RangeError(`The session of ${session.date} has not opened at ${at.toISOString()}`);
  const minutes = sessionMinutesOf(session);
  return Math.min(minutes, Math.floor((at.getTime() - session.opensAt.getTime()) / MS_PER_MINUTE));
}

export interface SandboxDayBar {
  date: string;
  previousCloseCents: number;
  openCents: number;
  highCents: number;
  lowCents: number;
  lastCents: number;
  asOf: Date;
}

/** Bars of whole days never change, so they are kept (a 52-week range reads a year of them). */
const closedDayBars = new Map<string, Omit<SandboxDayBar, 'asOf'>>();

function barOf(asset: ListedAssetModel, date: string, at: Date): SandboxDayBar {
  const { session, dayNumber } = sessionOfDate(date);
  const minutes = sessionMinutesOf(session);
  const last = lastMinuteAt(session, at);
  const asOf = new Date(session.opensAt.getTime() + last * MS_PER_MINUTE);
  const key = `${asset.symbol}:${dayNumber}`;
  const kept = last === minutes ? closedDayBars.get(key) : undefined;
  if (kept) return { ...kept, asOf };
  const path = pathOf(asset, dayNumber, session);
  let high = path[0] as number;
  let low = high;
  for (let minute = 1; minute <= last; minute += 1) {
    const price = path[minute] as number;
    if (price > high) high = price;
    if (price < low) low = price;
  }
  const bar = {
    date: session.date,
    previousCloseCents: dailyRecord(asset, dayNumber).previousCloseCents,
    openCents: path[0] as number,
    highCents: high,
    lowCents: low,
    lastCents: path[last] as number,
  };
  if (last === minutes) closedDayBars.set(key, bar);
  return { ...bar, asOf };
}

export function createSandboxMarket() {
  const assets = listedAssets.map(({ symbol, name, kind, sector, themes }) => ({ symbol, name, kind, sector, themes }));
  return {
    assets: () => assets,
    firstTradingDate: marketStartDate,
    dayBar: (symbol: string, date: string, at: Date): SandboxDayBar => barOf(modelOf(symbol), date, at),
    ticks(symbol: string, date: string, at: Date, everyMinutes: number): { at: Date; priceCents: number }[] {
      const asset = modelOf(symbol);
      const { session, dayNumber } = sessionOfDate(date);
      const last = lastMinuteAt(session, at);
      const path = pathOf(asset, dayNumber, session);
      const ticks: { at: Date; priceCents: number }[] = [];
      const push = (minute: number) =>
        ticks.push({
          at: new Date(session.opensAt.getTime() + minute * MS_PER_MINUTE),
          priceCents: path[minute] as number,
        });
      for (let minute = 0; minute < last; minute += everyMinutes) push(minute);
      push(last);
      return ticks;
    },
    dailyCloses(symbol: string, from: string, to: string) {
      const asset = modelOf(symbol);
      const closes: { date: string; previousCloseCents: number; closeCents: number }[] = [];
      for (let day = Math.max(dayNumberOf(from), startDayNumber); day <= dayNumberOf(to); day += 1) {
        if (!sessionOfDayNumber(day)) continue;
        const { previousCloseCents, closeCents } = dailyRecord(asset, day);
        closes.push({ date: isoDateOf(day), previousCloseCents, closeCents });
      }
      return closes;
    },
    dividendsDeclaredBy: (symbol: string, by: string) =>
      dividendsDeclaredBy(modelOf(symbol), dayNumberOf(by)).map(({ symbol: _symbol, ...dividend }) => dividend),
    splitsEffectiveBy(symbol: string, by: string): { effectiveDate: string; ratio: number }[] {
      const split = splitOf(modelOf(symbol).symbol);
      return split && split.effectiveDate <= by ? [{ effectiveDate: split.effectiveDate, ratio: split.ratio }] : [];
    },
  };
}

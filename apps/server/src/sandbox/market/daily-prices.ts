// The daily model: each asset's close on every trading day from the market's first day, a geometric
// random walk whose draws are seeded by the asset and the date (seeded-random.ts). A day's move is part
// the whole market's (one draw per day shared by every asset, so funds and companies move together) and
// part the asset's own, now and then a jump big enough to make the news. On an ex-dividend date the day
// starts from the previous close less the dividend; on the split's effective date from the previous
// close divided by the ratio. Closes are computed once per process, in order, and kept: a day's close
// never changes once the day has passed, so every process computes the same one.

import { dayNumberOf, firstDayOfMonth, isoDateOf, yearMonthOf } from '@fernleaf/contract/calendar/days';
import {
  addTradingDays,
  nextTradingDayNumber,
  onOrBeforeTradingDayNumber,
} from '@fernleaf/contract/calendar/exchange-calendar';
import { centsOfMicros, MICROS_PER_CENT } from '@fernleaf/contract/money';
import { seededRandom } from './seeded-random.ts';
import { type ListedAssetModel, listedAssets, marketStartDate, type SplitModel, splitHistory } from './universe.ts';

const TRADING_DAYS_PER_YEAR = 252;
/** How often, and how big, an asset's own jumps are (in its own daily deviations). */
const JUMP_CHANCE = 0.03;
const JUMP_SIZE = 3.5;
/** Dividends are declared two weeks before they go ex, as most companies and funds do. */
const DECLARED_DAYS_BEFORE_EX = 14;

export const startDayNumber = dayNumberOf(marketStartDate);

/** One asset's trading day. */
export interface DailyRecord {
  dayNumber: number;
  /** The previous close, divided by the split ratio on the split's effective date; the start price on day 0. */
  previousCloseCents: number;
  /** Where the day's prices start: the previous close less a dividend going ex today. */
  baseCents: number;
  closeCents: number;
}

export interface SimulatedDividend {
  symbol: string;
  declaredOn: string;
  exDate: string;
  payDate: string;
  microsPerShare: number;
}

/** The daily standard deviation of an asset's log-returns. */
export function dailyVolatility(asset: ListedAssetModel): number {
  return asset.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
}

const tradingDays: number[] = [startDayNumber];
const tradingIndex = new Map<number, number>([[startDayNumber, 0]]);

function extendTradingDays(): void {
  const next = nextTradingDayNumber(tradingDays[tradingDays.length - 1] as number);
  tradingIndex.set(next, tradingDays.length);
  tradingDays.push(next);
}

/** The index of a trading day counted from the market's first day (0); extends the list as needed. */
export function tradingDayIndex(dayNumber: number): number {
  while ((tradingDays[tradingDays.length - 1] as number) < dayNumber) extendTradingDays();
  const index = tradingIndex.get(dayNumber);
  if (index === undefined) throw new RangeError(`${isoDateOf(dayNumber)} is not a trading day of the market`);
  return index;
}

export function tradingDayAt(index: number): number {
  while (tradingDays.length <= index) extendTradingDays();
  return tradingDays[index] as number;
}

/** The whole market's draw for a day, shared by every asset. */
const marketDraws = new Map<number, number>();
function marketDraw(dayNumber: number): number {
  let draw = marketDraws.get(dayNumber);
  if (draw === undefined) {
    draw = seededRandom(`market:${isoDateOf(dayNumber)}`).normal();
    marketDraws.set(dayNumber, draw);
  }
  return draw;
}

function dailyLogReturn(asset: ListedAssetModel, dayNumber: number): number {
  const random = seededRandom(`close:${asset.symbol}:${isoDateOf(dayNumber)}`);
  const own = random.normal() * (random.uniform() < JUMP_CHANCE ? JUMP_SIZE : 1);
  const sigma = dailyVolatility(asset);
  const drift = asset.drift / TRADING_DAYS_PER_YEAR - (sigma * sigma) / 2;
  return drift + sigma * (asset.beta * marketDraw(dayNumber) + Math.sqrt(1 - asset.beta * asset.beta) * own);
}

const splitsBySymbol = new Map<string, SplitModel>(splitHistory.map((split) => [split.symbol, split]));

export function splitOf(symbol: string): SplitModel | undefined {
  return splitsBySymbol.get(symbol);
}

/** The ex-date of each payment of `year`: the first trading day on or after the policy's day. */
function exDaysOf(asset: ListedAssetModel, year: number): number[] {
  const policy = asset.dividend;
  if (!policy) return [];
  return policy.months.map((month) => {
    const nominal = firstDayOfMonth(year, month) + policy.exDayOfMonth - 1;
    return nextTradingDayNumber(nominal - 1);
  });
}

const exDaysByAssetYear = new Map<string, ReadonlySet<number>>();
function isExDay(asset: ListedAssetModel, dayNumber: number): boolean {
  const year = yearMonthOf(dayNumber).year;
  const key = `${asset.symbol}:${year}`;
  let set = exDaysByAssetYear.get(key);
  if (!set) {
    set = new Set(exDaysOf(asset, year));
    exDaysByAssetYear.set(key, set);
  }
  return set.has(dayNumber);
}

/** Per asset, its records by trading-day index, extended in order. */
const recordsBySymbol = new Map<string, DailyRecord[]>();

function recordsOf(asset: ListedAssetModel): DailyRecord[] {
  let records = recordsBySymbol.get(asset.symbol);
  if (!records) {
    records = [
      {
        dayNumber: startDayNumber,
        previousCloseCents: asset.startCents,
        baseCents: asset.startCents,
        closeCents: asset.startCents,
      },
    ];
    recordsBySymbol.set(asset.symbol, records);
  }
  return records;
}

/** The asset's record for a trading day at or after the market's first day. */
export function dailyRecord(asset: ListedAssetModel, dayNumber: number): DailyRecord {
  const index = tradingDayIndex(dayNumber);
  const records = recordsOf(asset);
  const split = splitOf(asset.symbol);
  const splitDay = split ? dayNumberOf(split.effectiveDate) : undefined;
  while (records.length <= index) {
    const previous = records[records.length - 1] as DailyRecord;
    const day = tradingDayAt(records.length);
    const previousCloseCents =
      day === splitDay && split ? Math.max(1, Math.round(previous.closeCents / split.ratio)) : previous.closeCents;
    const dividend = isExDay(asset, day) ? dividendMicros(asset, day) : 0;
    const baseCents = Math.max(1, previousCloseCents - centsOfMicros(dividend));
    const closeCents = Math.max(1, Math.round(baseCents * Math.exp(dailyLogReturn(asset, day))));
    records.push({ dayNumber: day, previousCloseCents, baseCents, closeCents });
  }
  return records[index] as DailyRecord;
}

/**
 * The dividend a share gets for the ex-date `exDay`: the policy's share of the yearly yield of the close
 * on the day it was declared, rounded to a ten-thousandth of a dollar as dividends are declared.
 * Zero when it would have been declared before the market's first day.
 */
function dividendMicros(asset: ListedAssetModel, exDay: number): number {
  const policy = asset.dividend;
  const declaredDay = exDay - DECLARED_DAYS_BEFORE_EX;
  if (!policy || declaredDay < startDayNumber) return 0;
  const closeCents = dailyRecord(asset, onOrBeforeTradingDayNumber(declaredDay)).closeCents;
  const micros = (closeCents * MICROS_PER_CENT * policy.yearlyYield) / policy.months.length;
  return Math.round(micros / 100) * 100;
}

/** The dividends declared by `byDay` (a day number), oldest first; some may go ex or pay later. */
export function dividendsDeclaredBy(asset: ListedAssetModel, byDay: number): SimulatedDividend[] {
  if (!asset.dividend) return [];
  const dividends: SimulatedDividend[] = [];
  const lastYear = yearMonthOf(byDay + DECLARED_DAYS_BEFORE_EX + 7).year;
  for (let year = yearMonthOf(startDayNumber).year; year <= lastYear; year += 1) {
    for (const exDay of exDaysOf(asset, year)) {
      const declaredDay = exDay - DECLARED_DAYS_BEFORE_EX;
      if (declaredDay > byDay) continue;
      const microsPerShare = dividendMicros(asset, exDay);
      if (microsPerShare === 0) continue;
      dividends.push({
        symbol: asset.symbol,
        declaredOn: isoDateOf(declaredDay),
        exDate: isoDateOf(exDay),
        payDate: isoDateOf(addTradingDays(exDay, asset.dividend.payAfterTradingDays)),
        microsPerShare,
      });
    }
  }
  return dividends.sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
}

const assetsBySymbol = new Map(listedAssets.map((asset) => [asset.symbol, asset]));

export function assetModel(symbol: string): ListedAssetModel | undefined {
  return assetsBySymbol.get(symbol);
}

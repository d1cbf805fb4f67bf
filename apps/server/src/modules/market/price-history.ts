// The points of an asset's chart for each range. A day's chart is the latest session every five minutes
// (79 points), a week's the last five sessions every half hour (14 points a day), each day with the
// minutes of its high and low added so the line reaches the day's range; one, three and twelve
// months are daily closes (about 21, 63 and 252 points); the whole history is weekly closes (about 52 a
// year). The last point is always the latest price, so the line ends where the quote is. Earlier prices
// are divided by any split since (asset-quotes.ts splitAdjusted).
import { addDays, dayNumberOf, isoDateOf, weekdayOf } from '@fernleaf/contract/calendar/days';
import { addTradingDays, sessionOf } from '@fernleaf/contract/calendar/exchange-calendar';
import type { PriceHistory, PricePoint, PriceRange } from '@fernleaf/contract/market';
import { latestSessionOf, splitAdjusted } from './asset-quotes.ts';
import type { DailyClose, MarketData, StockSplit } from './market-data.ts';

const INTRADAY_MINUTES: Partial<Record<PriceRange, number>> = { '1D': 5, '1W': 30 };
const SESSIONS_IN_A_WEEK = 5;

/** The same day `months` months earlier, or the month's last day when it has no such day (Mar 31 -> Feb 28). */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last close of each Monday-to-Sunday week, oldest first. */
export function weeklyCloses(closes: readonly DailyClose[]): DailyClose[] {
  const weekly: DailyClose[] = [];
  const weekOf = (date: string) => {
    const day = dayNumberOf(date);
    return day - ((weekdayOf(day) + 6) % 7);
  };
  closes.forEach((close, i) => {
    const next = closes[i + 1];
    if (!next || weekOf(next.date) !== weekOf(close.date)) weekly.push(close);
  });
  return weekly;
}

function closePoint(close: DailyClose, splits: readonly StockSplit[]): PricePoint {
  const session = sessionOf(close.date);
  if (!session) throw new RangeError(`${close.date} has a close but no session`);
  return { at: session.closesAt.toISOString(), priceCents: splitAdjusted(close.closeCents, close.date, splits) };
}

/**
 * A day's chart points from its minute ticks: every `everyMinutes`th minute and the last, plus the
 * minutes of the day's highest and lowest trade so far. The day's range in the key statistics is the
 * bar's high and low over every minute; sampled alone, the chart could miss them and read a lower high
 * ($461.29 beside a day's high of $461.80), so both now come from the same ticks.
 */
export function intradayPoints<T extends { priceCents: number }>(minuteTicks: readonly T[], everyMinutes: number): T[] {
  let high = 0;
  let low = 0;
  minuteTicks.forEach((tick, i) => {
    if (tick.priceCents > (minuteTicks[high] as T).priceCents) high = i;
    if (tick.priceCents < (minuteTicks[low] as T).priceCents) low = i;
  });
  return minuteTicks.filter(
    (_, i) => i % everyMinutes === 0 || i === minuteTicks.length - 1 || i === high || i === low,
  );
}

export function priceHistoryOf(market: MarketData, symbol: string, range: PriceRange, now: Date): PriceHistory {
  const latest = latestSessionOf(market, now);
  const splits = market.splitsEffectiveBy(symbol, latest.date);
  const bar = market.dayBar(symbol, latest.date, latest.at);
  const lastPoint = { at: bar.asOf.toISOString(), priceCents: bar.lastCents };
  const everyMinutes = INTRADAY_MINUTES[range];
  let points: PricePoint[];
  if (everyMinutes) {
    const sessions = range === '1D' ? 1 : SESSIONS_IN_A_WEEK;
    const days = Array.from({ length: sessions }, (_, i) =>
      isoDateOf(addTradingDays(dayNumberOf(latest.date), i + 1 - sessions)),
    ).filter((date) => date >= market.firstTradingDate);
    points = days.flatMap((date) => {
      // Closed days are read whole; the latest up to now.
      const at = date === latest.date ? latest.at : (sessionOf(date)?.closesAt ?? latest.at);
      return intradayPoints(market.ticks(symbol, date, at, 1), everyMinutes).map((tick) => ({
        at: tick.at.toISOString(),
        priceCents: splitAdjusted(tick.priceCents, date, splits),
      }));
    });
  } else {
    // Only sessions that have closed have a close; the latest session is the last point.
    const yesterday = addDays(latest.date, -1);
    const from =
      range === '1M'
        ? monthsBefore(latest.date, 1)
        : range === '3M'
          ? monthsBefore(latest.date, 3)
          : range === '1Y'
            ? monthsBefore(latest.date, 12)
            : market.firstTradingDate;
    const closes = market.dailyCloses(symbol, from, yesterday);
    const shown = range === 'ALL' ? weeklyCloses(closes) : closes;
    points = [...shown.map((close) => closePoint(close, splits)), lastPoint];
  }
  return {
    pricesAreSimulated: true,
    symbol,
    range,
    intervalMinutes: everyMinutes ?? null,
    splitAdjusted: true,
    points,
  };
}

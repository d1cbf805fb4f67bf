// The chart's text alternative (DESIGN.md: every chart has an accessible table): one sentence of where
// the price started and ended, its low and high, and the points as rows, with times in the exchange's
// own zone for the ranges that show hours.

import { formatMonthDay, formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { formatEasternDateTime, newYorkTimeZone } from '@fernleaf/contract/calendar/date-time-formats';
import type { PricePoint, PriceRange } from '@fernleaf/contract/market';
import { formatCents } from '@fernleaf/contract/money';

export const rangeNames: Record<PriceRange, string> = {
  '1D': 'the latest trading day',
  '1W': 'the last five trading days',
  '1M': 'the last month',
  '3M': 'the last three months',
  '1Y': 'the last year',
  ALL: 'all of its history',
};

const newYork = { timeZone: newYorkTimeZone };

/** A point's time as the range reads it: hours for 1D and 1W, days for the rest. */
export function pointTime(at: string, range: PriceRange): string {
  if (range === '1D' || range === '1W') return formatEasternDateTime(at);
  return range === 'ALL' ? formatMonthDayYear(at, newYork) : formatMonthDay(at, newYork);
}

export function priceSummary(symbol: string, range: PriceRange, points: readonly PricePoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `No prices of ${symbol} for ${rangeNames[range]}.`;
  const prices = points.map(({ priceCents }) => priceCents);
  const change = last.priceCents - first.priceCents;
  const direction =
    change > 0 ? `up ${formatCents(change)}` : change < 0 ? `down ${formatCents(-change)}` : 'unchanged';
  return (
    `${symbol} over ${rangeNames[range]}: ${formatCents(first.priceCents)} at ${pointTime(first.at, range)}, ` +
    `${formatCents(last.priceCents)} at ${pointTime(last.at, range)}, ${direction}. ` +
    `Low ${formatCents(Math.min(...prices))}, high ${formatCents(Math.max(...prices))}. Simulated prices.`
  );
}

// The drawn chart, loaded only when an asset page shows one (price-chart.tsx imports it lazily), so
// the charting library never weighs on another page's first download. It is hidden from assistive
// technology: the figure around it carries the same prices in words and a table.

import { formatMonthDay } from '@fernleaf/contract/calendar/date-formats';
import {
  formatShortMonth,
  formatTimeOfDay,
  formatYear,
  newYorkTimeZone,
} from '@fernleaf/contract/calendar/date-time-formats';
import type { PricePoint, PriceRange } from '@fernleaf/contract/market';
import { formatCents } from '@fernleaf/contract/money';
import { createChart, LineSeries, TickMarkType, type Time, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { pointTime } from '../lib/price-summary';

function isoOf(time: Time): string {
  return new Date((time as number) * 1000).toISOString();
}

// The axis in the exchange's own zone, as the text alternative reads it (the library labels in UTC).
const newYork = { timeZone: newYorkTimeZone };
const axisFormats: Record<TickMarkType, (date: Date) => string> = {
  [TickMarkType.Year]: (date) => formatYear(date, newYork),
  [TickMarkType.Month]: (date) => formatShortMonth(date, newYork),
  [TickMarkType.DayOfMonth]: (date) => formatMonthDay(date, newYork),
  [TickMarkType.Time]: (date) => formatTimeOfDay(date, newYork),
  [TickMarkType.TimeWithSeconds]: (date) => formatTimeOfDay(date, newYork),
};

function axisLabel(time: Time, type: TickMarkType): string {
  return axisFormats[type](new Date((time as number) * 1000));
}

/**
 * The library refuses points out of time order or at a time already drawn; to the second, a point at
 * the time of the one before replaces it, so the line still ends at the latest price.
 */
function chartData(points: readonly PricePoint[]): { time: UTCTimestamp; value: number }[] {
  const data: { time: UTCTimestamp; value: number }[] = [];
  for (const { at, priceCents } of points) {
    const time = Math.floor(Date.parse(at) / 1000) as UTCTimestamp;
    const previous = data.at(-1);
    if (previous && time < previous.time) continue;
    if (previous && time === previous.time) data.pop();
    data.push({ time, value: priceCents / 100 });
  }
  return data;
}

export default function PriceChartCanvas({
  points,
  range,
  rising,
}: {
  points: readonly PricePoint[];
  range: PriceRange;
  rising: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const intraday = range === '1D' || range === '1W';
    const chart = createChart(element, {
      autoSize: true,
      // The licence's attribution is a text link under the chart (price-chart.tsx), reachable by keyboard.
      layout: { attributionLogo: false, textColor: '#3d4a44', background: { color: 'transparent' } },
      grid: { vertLines: { visible: false }, horzLines: { color: '#e4ebe7' } },
      rightPriceScale: { borderVisible: false },
      timeScale: {
        borderVisible: false,
        timeVisible: intraday,
        fixLeftEdge: true,
        fixRightEdge: true,
        tickMarkFormatter: axisLabel,
      },
      localization: {
        priceFormatter: (price: number) => formatCents(Math.round(price * 100)),
        timeFormatter: (time: Time) => pointTime(isoOf(time), range),
      },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(LineSeries, {
      color: rising ? '#2b7a4b' : '#b3261e',
      lineWidth: 2,
      priceLineVisible: false,
    });
    // Cents to dollars for drawing only; every figure the member reads is formatted from the cents.
    series.setData(chartData(points));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, range, rising]);

  return <div ref={container} aria-hidden style={{ height: 240, width: '100%' }} data-testid="price-chart-canvas" />;
}

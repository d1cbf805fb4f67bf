// Times beside market prices; apart from date.ts so the first download of pages without prices
// does not carry them.
import { formatMonthDayYearTime } from './date';

/** The markets' zone: their hours, prices and news are told in New York time. */
export const marketTimeZone = 'America/New_York';

/**
 * 'Mar 2, 2026, 9:30 AM ET': an instant to the minute in New York time, its zone named, as every time
 * beside a market price reads (quotes, charts, orders, news), whatever the viewer's own zone.
 */
export function formatMarketTime(input: Date | string): string {
  return `${formatMonthDayYearTime(input, { timeZone: marketTimeZone })} ET`;
}

// The named formats beside date-formats.ts that the first download does not show (decision 033, section
// of 2026-12-05; apart so the first download does not carry them, decision 014): the long date of
// documents, legal pages and sentences 'December 5, 2026' (with its weekday in an advance's terms),
// instants to the minute 'Dec 5, 2026, 3:04 PM', in Eastern time with its name 'Dec 5, 2026, 3:04 PM ET',
// and 'December 19, 2024 at 12:00 PM ET' with the zone's own short name. And New York's zone, once.
import {
  type DateFormatOptions,
  type DateInput,
  formatDateInShape,
  formatterFor,
  resolveDateInput,
} from './date-formats.ts';

/**
 * New York: the zone banks count business days and cut-offs in, markets keep their hours and prices in,
 * and the campaign's window is set in. The one place its name is written.
 */
export const newYorkTimeZone = 'America/New_York';

/** 'November 22, 2026': the long date of documents, legal pages and sentences. */
export function formatLongDate(input: DateInput, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { month: 'long', day: 'numeric', year: 'numeric' });
}

/** 'Sunday, November 22, 2026': a long date with its weekday, where the day of the week matters. */
export function formatWeekdayLongDate(input: DateInput, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** '2026': a year alone, as a chart's axis marks one. */
export function formatYear(input: DateInput, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { year: 'numeric' });
}

/** 'Nov': a month alone, as a chart's axis marks one. */
export function formatShortMonth(input: DateInput, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { month: 'short' });
}

/** '3:04 PM': the time of day alone, as a chart's axis marks it beside its dates. */
export function formatTimeOfDay(input: Date | string, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { hour: 'numeric', minute: '2-digit' });
}

/** 'Nov 22, 2026, 3:04 PM': an instant to the minute, in the viewer's zone unless `timeZone` is given. */
export function formatMonthDayYearTime(input: Date | string, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * 'Mar 2, 2026, 9:30 AM ET': an instant to the minute in New York time, its zone named, as every time
 * beside a market price reads (quotes, charts, orders, news), whatever the viewer's own zone.
 */
export function formatEasternDateTime(input: Date | string): string {
  return `${formatMonthDayYearTime(input, { timeZone: newYorkTimeZone })} ET`;
}

/**
 * 'December 19, 2024 at 12:00 PM ET': an instant to the minute in `timeZone`, with the zone's generic
 * short name ('ET' whether daylight time applies or not), as the campaign's window and entries read.
 * Assembled from parts rather than Intl's own pattern, whose separators (', ' or ' at ', narrow spaces
 * before PM) differ between engines.
 */
export function formatLongDateTime(input: Date | string, options: { timeZone: string }): string {
  const { date, timeZone } = resolveDateInput(input, options);
  const shape: Intl.DateTimeFormatOptions = {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'shortGeneric',
  };
  const parts = formatterFor(shape, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
  return `${part('month')} ${part('day')}, ${part('year')} at ${time} ${part('timeZoneName')}`;
}

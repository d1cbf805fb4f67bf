// Dates and times as people read them, the one place that writes one (decision 033, section of
// 2026-12-05): named formats on Intl.DateTimeFormat en-US, for the web app's screens and the server's
// documents and messages alike. No zod and no time-zone library: the first download may import it.
//
// The spec's formats (section 3): abbreviated month-day-year 'Dec 5, 2026' (formatMonthDayYear, the
// default), abbreviated month-day 'Dec 5', weekday plus abbreviated month-day-year 'Sat, Dec 5, 2026',
// ISO '2026-12-05', month-day-year as budget dates are sent '12-05-2026' (or '12/05/2026' for a date of
// birth), abbreviated month and year for the WOW sign-up 'Dec 2026'. Ours beside them: the long date of
// documents and letters 'December 5, 2026' (with its weekday in an advance's terms), and instants to the
// minute, 'Dec 5, 2026, 3:04 PM', in Eastern time with its name 'Dec 5, 2026, 3:04 PM ET'.
//
// Input is a Date or a string. A string that is a calendar date ('YYYY-MM-DD', or 'MM-DD-YYYY' /
// 'MM/DD/YYYY' as budget dates come) shows that very day in every time zone. A Date, or an ISO date-time
// string ('2026-11-22T15:00:00Z'), is an instant and shows the day it is in the viewer's time zone, or in
// `timeZone` when given. Anything else throws a RangeError: free-form strings parse differently per browser.
import {
  type CalendarDate,
  calendarDateToUtcDate,
  parseIsoCalendarDate,
  parseUsNumericDate,
  toIsoCalendarDate,
  toUsNumericDate,
} from './calendar-date.ts';

/**
 * New York: the zone banks count business days and cut-offs in, markets keep their hours and prices in,
 * and the campaign's window is set in. The one place its name is written.
 */
export const newYorkTimeZone = 'America/New_York';

export type DateInput = Date | string;
export type DateFormatOptions = { timeZone?: string };

const isoDateTimePattern = /^\d{4}-\d{2}-\d{2}T/;

type Resolved = { date: Date; timeZone: string | undefined; calendarDate: CalendarDate | undefined };

function resolve(input: DateInput, options: DateFormatOptions): Resolved {
  if (typeof input === 'string') {
    const calendarDate = parseIsoCalendarDate(input) ?? parseUsNumericDate(input);
    // UTC midnight shown in UTC is the same day for every viewer.
    if (calendarDate) return { date: calendarDateToUtcDate(calendarDate), timeZone: 'UTC', calendarDate };
    if (!isoDateTimePattern.test(input)) throw new RangeError(`Not a date this app formats: '${input}'`);
    return resolve(new Date(input), options);
  }
  if (Number.isNaN(input.getTime())) throw new RangeError('Invalid Date');
  return { date: input, timeZone: options.timeZone, calendarDate: undefined };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a DateTimeFormat is costly and lists format many dates, so each shape and zone is built once.
// The device's zone (timeZone undefined) is fixed when its formatter is built; a zone change mid-session
// shows after a reload.
function formatterFor(shape: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = JSON.stringify([shape, timeZone]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...shape, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(input: DateInput, options: DateFormatOptions, shape: Intl.DateTimeFormatOptions): string {
  const { date, timeZone } = resolve(input, options);
  return formatterFor(shape, timeZone).format(date);
}

/** 'Nov 22, 2026' */
export function formatMonthDayYear(input: DateInput, options: DateFormatOptions = {}): string {
  return format(input, options, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** 'Nov 22' */
export function formatMonthDay(input: DateInput, options: DateFormatOptions = {}): string {
  return format(input, options, { month: 'short', day: 'numeric' });
}

/** 'Sun, Nov 22, 2026' */
export function formatWeekdayMonthDayYear(input: DateInput, options: DateFormatOptions = {}): string {
  return format(input, options, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** 'Nov 2026' (the WOW sign-up date is shown this way). */
export function formatMonthYear(input: DateInput, options: DateFormatOptions = {}): string {
  return format(input, options, { month: 'short', year: 'numeric' });
}

/** 'November 22, 2026': the long date of documents, legal pages and sentences. */
export function formatLongDate(input: DateInput, options: DateFormatOptions = {}): string {
  return format(input, options, { month: 'long', day: 'numeric', year: 'numeric' });
}

/** 'Sunday, November 22, 2026': a long date with its weekday, where the day of the week matters. */
export function formatWeekdayLongDate(input: DateInput, options: DateFormatOptions = {}): string {
  return format(input, options, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** The calendar day an input falls on: itself for a calendar-date string, else the day in the zone. */
export function toCalendarDate(input: DateInput, options: DateFormatOptions = {}): CalendarDate {
  const resolved = resolve(input, options);
  if (resolved.calendarDate) return resolved.calendarDate;
  const parts = formatterFor({ year: 'numeric', month: 'numeric', day: 'numeric' }, resolved.timeZone).formatToParts(
    resolved.date,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** 'YYYY-MM-DD', the ISO form. */
export function formatIsoDate(input: DateInput, options: DateFormatOptions = {}): string {
  return toIsoCalendarDate(toCalendarDate(input, options));
}

/** 'MM-DD-YYYY' (how budget dates are sent), or 'MM/DD/YYYY' with separator '/'. */
export function formatUsNumericDate(
  input: DateInput,
  separator: '-' | '/' = '-',
  options: DateFormatOptions = {},
): string {
  return toUsNumericDate(toCalendarDate(input, options), separator);
}

/** 'Nov 22, 2026, 3:04 PM': an instant to the minute, in the viewer's zone unless `timeZone` is given. */
export function formatMonthDayYearTime(input: Date | string, options: DateFormatOptions = {}): string {
  return format(input, options, {
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
  const { date, timeZone } = resolve(input, options);
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

// Dates as people read them, the one place that writes one with date-time-formats.ts beside it (decision
// 033, section of 2026-12-05): named formats on Intl.DateTimeFormat en-US, for the web app's screens and
// the server's documents and messages alike. No zod and no time-zone library: the first download imports
// it, so it holds only the spec's formats the screens show; the long date of documents and the times
// are in date-time-formats.ts, which the first download does not carry (decision 014).
//
// The spec's formats (section 3): abbreviated month-day-year 'Dec 5, 2026' (formatMonthDayYear, the
// default), abbreviated month-day 'Dec 5', weekday plus abbreviated month-day-year 'Sat, Dec 5, 2026',
// ISO '2026-12-05', month-day-year as budget dates are sent '12-05-2026' (or '12/05/2026' for a date of
// birth), abbreviated month and year for the WOW sign-up 'Dec 2026'.
//
// Input is a Date or a string. A string that is a calendar date ('YYYY-MM-DD', or 'MM-DD-YYYY' /
// 'MM/DD/YYYY' as budget dates come) shows that very day in every time zone. A Date, or an ISO date-time
// string ('2026-11-22T15:00:00Z'), is an instant and shows the day it is in the viewer's time zone, or in
// `timeZone` when given. Anything else throws a RangeError: free-form strings parse differently per browser.
//
// A calendar date is a day, not an instant: a birth date or a budget date is the same day wherever the
// user is. Turning 'YYYY-MM-DD' into a Date in local time shifts it by a day west or east of UTC, so
// this works on year, month and day numbers, and any Date it builds is pinned to UTC midnight.

export type CalendarDate = { year: number; month: number; day: number };

// Four-digit years keep the ISO and MM/DD/YYYY forms unambiguous; no user date falls outside them.
const MIN_YEAR = 1;
const MAX_YEAR = 9999;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// Month and day may be typed with one digit ('1/5/1990'); '-' is accepted too because the API's
// MM-DD-YYYY form (budget dates) is the same date with dashes.
const usNumericDatePattern = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether the numbers name a day that exists: 2024-02-29 yes, 2023-02-29 and 2024-04-31 no. */
export function isRealCalendarDate({ year, month, day }: CalendarDate): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function realOrUndefined(date: CalendarDate): CalendarDate | undefined {
  return isRealCalendarDate(date) ? date : undefined;
}

/** Reads 'YYYY-MM-DD' (the API form). Undefined unless the text is exactly that and a real day. */
export function parseIsoCalendarDate(text: string): CalendarDate | undefined {
  const match = isoDatePattern.exec(text);
  if (!match) return undefined;
  return realOrUndefined({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}

/**
 * Reads month-day-year as typed or as budget dates are sent: 'MM/DD/YYYY' or 'MM-DD-YYYY' (one separator
 * throughout, month and day may have one digit). Undefined unless it is a real day.
 */
export function parseUsNumericDate(text: string): CalendarDate | undefined {
  const match = usNumericDatePattern.exec(text);
  if (!match) return undefined;
  return realOrUndefined({ year: Number(match[4]), month: Number(match[1]), day: Number(match[3]) });
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The API form, 'YYYY-MM-DD'. */
export function toIsoCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** 'MM-DD-YYYY' (budget dates are sent this way) or, with '/', 'MM/DD/YYYY' (date of birth display). */
export function toUsNumericDate({ year, month, day }: CalendarDate, separator: '-' | '/' = '-'): string {
  return [pad(month, 2), pad(day, 2), pad(year, 4)].join(separator);
}

/** UTC midnight of the day, for Intl formatting with timeZone 'UTC'. */
export function calendarDateToUtcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Today's date where the user is (the device's time zone), or on the device clock at `now`. */
export function localCalendarDate(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export type DateInput = Date | string;
export type DateFormatOptions = { timeZone?: string };

const isoDateTimePattern = /^\d{4}-\d{2}-\d{2}T/;

type Resolved = { date: Date; timeZone: string | undefined; calendarDate: CalendarDate | undefined };

/** The instant an input stands for and the zone to show it in (date-time-formats.ts builds on it). */
export function resolveDateInput(input: DateInput, options: DateFormatOptions): Resolved {
  if (typeof input === 'string') {
    const calendarDate = parseIsoCalendarDate(input) ?? parseUsNumericDate(input);
    // UTC midnight shown in UTC is the same day for every viewer.
    if (calendarDate) return { date: calendarDateToUtcDate(calendarDate), timeZone: 'UTC', calendarDate };
    if (!isoDateTimePattern.test(input)) throw new RangeError(`Not a date this app formats: '${input}'`);
    return resolveDateInput(new Date(input), options);
  }
  if (Number.isNaN(input.getTime())) throw new RangeError('Invalid Date');
  return { date: input, timeZone: options.timeZone, calendarDate: undefined };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a DateTimeFormat is costly and lists format many dates, so each shape and zone is built once.
// The device's zone (timeZone undefined) is fixed when its formatter is built; a zone change mid-session
// shows after a reload.
export function formatterFor(shape: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = JSON.stringify([shape, timeZone]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...shape, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A named format's text: screens and documents call a named format, never this with a shape of their own. */
export function formatDateInShape(
  input: DateInput,
  options: DateFormatOptions,
  shape: Intl.DateTimeFormatOptions,
): string {
  const { date, timeZone } = resolveDateInput(input, options);
  return formatterFor(shape, timeZone).format(date);
}

/** 'Nov 22, 2026' */
export function formatMonthDayYear(input: DateInput, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** 'Nov 22' */
export function formatMonthDay(input: DateInput, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { month: 'short', day: 'numeric' });
}

/** 'Sun, Nov 22, 2026' */
export function formatWeekdayMonthDayYear(input: DateInput, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** 'Nov 2026' (the WOW sign-up date is shown this way). */
export function formatMonthYear(input: DateInput, options: DateFormatOptions = {}): string {
  return formatDateInShape(input, options, { month: 'short', year: 'numeric' });
}

/** The calendar day an input falls on: itself for a calendar-date string, else the day in the zone. */
export function toCalendarDate(input: DateInput, options: DateFormatOptions = {}): CalendarDate {
  const resolved = resolveDateInput(input, options);
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

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

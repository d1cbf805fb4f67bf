// The New York Stock Exchange's calendar: which days it trades, when each session opens and closes, and
// whether it is open at an instant. Prices move only on its trading days, orders placed while it is
// closed wait for its next open, and every screen that says "market open" asks this module. Dates are
// ISO `YYYY-MM-DD` strings or day numbers (calendar/days.ts); hours are New York wall-clock hours.

import { newYorkTimeZone } from './date-time-formats.ts';
import {
  dayNumberOf,
  FRIDAY,
  firstDayOfMonth,
  isoDateOf,
  isWeekend,
  lastWeekdayOfMonth,
  MONDAY,
  nthWeekdayOfMonth,
  SATURDAY,
  SUNDAY,
  THURSDAY,
  weekdayOf,
  yearMonthOf,
} from './days.ts';
import { instantAt, wallClockIn } from './time-zones.ts';

/** The regular session: 9:30 to 16:00 New York time; early closes end at 13:00. */
const OPEN_MINUTES = 9 * 60 + 30;
const CLOSE_MINUTES = 16 * 60;
const EARLY_CLOSE_MINUTES = 13 * 60;

/** The exchange first closed for Juneteenth in 2022 (the holiday was created in June 2021). */
const FIRST_JUNETEENTH_YEAR = 2022;
/** The rules below hold from 1998 (Martin Luther King, Jr. Day joined the exchange's holidays then). */
const FIRST_MODELLED_YEAR = 1998;

/**
 * Closures no rule predicts, as the exchange announced them: national days of mourning. A market
 * that models the past must be closed on them too, or its history shows trading that never happened.
 */
const unscheduledClosures: Record<string, string> = {
  '2004-06-11': 'National Day of Mourning',
  '2007-01-02': 'National Day of Mourning',
  '2012-10-29': 'Weather closure',
  '2012-10-30': 'Weather closure',
  '2018-12-05': 'National Day of Mourning',
  '2025-01-09': 'National Day of Mourning',
};

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm in Meeus), as a day number. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return firstDayOfMonth(year, month - 1) + day - 1;
}

/**
 * The exchange's observance rule (NYSE Rule 7.2), which differs from the Federal Reserve's: a holiday
 * on a Saturday closes the Friday before, one on a Sunday the Monday after. The one exception is New
 * Year's Day on a Saturday, which closes nothing: the Friday before is December 31, the last trading
 * day of the year, and the exchange does not move a holiday into the previous year.
 */
function observed(day: number, name: string): { day: number; name: string } | null {
  const weekday = weekdayOf(day);
  if (weekday === SUNDAY) return { day: day + 1, name: `${name} (observed)` };
  if (weekday === SATURDAY) return name === "New Year's Day" ? null : { day: day - 1, name: `${name} (observed)` };
  return { day, name };
}

function checkedYear(year: number): number {
  if (!Number.isInteger(year) || year < FIRST_MODELLED_YEAR || year > 9999) {
    throw new RangeError(`Expected a year from ${FIRST_MODELLED_YEAR} to 9999, got ${year}`);
  }
  return year;
}

function holidaysOf(year: number): { day: number; name: string }[] {
  const fixed = (month: number, day: number) => firstDayOfMonth(year, month) + day - 1;
  const nominal = [
    { day: fixed(0, 1), name: "New Year's Day" },
    { day: nthWeekdayOfMonth(year, 0, MONDAY, 3), name: 'Martin Luther King, Jr. Day' },
    { day: nthWeekdayOfMonth(year, 1, MONDAY, 3), name: "Washington's Birthday" },
    { day: easterSunday(year) - 2, name: 'Good Friday' },
    { day: lastWeekdayOfMonth(year, 4, MONDAY), name: 'Memorial Day' },
    ...(year >= FIRST_JUNETEENTH_YEAR ? [{ day: fixed(5, 19), name: 'Juneteenth National Independence Day' }] : []),
    { day: fixed(6, 4), name: 'Independence Day' },
    { day: nthWeekdayOfMonth(year, 8, MONDAY, 1), name: 'Labor Day' },
    { day: nthWeekdayOfMonth(year, 10, THURSDAY, 4), name: 'Thanksgiving Day' },
    { day: fixed(11, 25), name: 'Christmas Day' },
  ];
  const closures = nominal.flatMap(({ day, name }) => observed(day, name) ?? []);
  for (const [date, name] of Object.entries(unscheduledClosures)) {
    if (date.startsWith(`${year}-`)) closures.push({ day: dayNumberOf(date), name });
  }
  return closures.sort((a, b) => a.day - b.day);
}

const closedDaysByYear = new Map<number, ReadonlySet<number>>();

function closedDays(year: number): ReadonlySet<number> {
  let set = closedDaysByYear.get(year);
  if (!set) {
    set = new Set(holidaysOf(year).map(({ day }) => day));
    closedDaysByYear.set(year, set);
  }
  return set;
}

/** The full-day closures of `year` (holidays as observed and unscheduled closures), in calendar order. */
export function exchangeHolidays(year: number): { date: string; name: string }[] {
  return holidaysOf(checkedYear(year)).map(({ day, name }) => ({ date: isoDateOf(day), name }));
}

/** A weekday on which the exchange is not closed all day. */
export function isTradingDayNumber(dayNumber: number): boolean {
  if (isWeekend(dayNumber)) return false;
  return !closedDays(checkedYear(yearMonthOf(dayNumber).year)).has(dayNumber);
}

export function isTradingDay(date: string): boolean {
  return isTradingDayNumber(dayNumberOf(date));
}

/**
 * The days the session ends at 13:00: July 3 when it is a trading weekday (the eve of Independence
 * Day), the day after Thanksgiving, and Christmas Eve when it is a trading weekday.
 */
function earlyCloseName(dayNumber: number): string | null {
  if (!isTradingDayNumber(dayNumber)) return null;
  const { year, month } = yearMonthOf(dayNumber);
  const dayOfMonth = dayNumber - firstDayOfMonth(year, month) + 1;
  if (month === 6 && dayOfMonth === 3) return 'Independence Day eve';
  if (month === 11 && dayOfMonth === 24) return 'Christmas Eve';
  if (month === 10 && weekdayOf(dayNumber) === FRIDAY && dayNumber - 1 === nthWeekdayOfMonth(year, 10, THURSDAY, 4)) {
    return 'Day after Thanksgiving';
  }
  return null;
}

/** The trading days of `year` that close at 13:00 New York time, in calendar order. */
export function exchangeEarlyCloses(year: number): { date: string; name: string }[] {
  checkedYear(year);
  const candidates = [
    firstDayOfMonth(year, 6) + 2,
    nthWeekdayOfMonth(year, 10, THURSDAY, 4) + 1,
    firstDayOfMonth(year, 11) + 23,
  ];
  return candidates.flatMap((day) => {
    const name = earlyCloseName(day);
    return name ? [{ date: isoDateOf(day), name }] : [];
  });
}

/** The first trading day after `dayNumber` (a day number). */
export function nextTradingDayNumber(dayNumber: number): number {
  let day = dayNumber + 1;
  while (!isTradingDayNumber(day)) day += 1;
  return day;
}

/** The last trading day before `dayNumber` (a day number). */
export function previousTradingDayNumber(dayNumber: number): number {
  let day = dayNumber - 1;
  while (!isTradingDayNumber(day)) day -= 1;
  return day;
}

/** The day itself when the exchange trades on it, else the last trading day before it. */
export function onOrBeforeTradingDayNumber(dayNumber: number): number {
  return isTradingDayNumber(dayNumber) ? dayNumber : previousTradingDayNumber(dayNumber);
}

export function nextTradingDay(date: string): string {
  return isoDateOf(nextTradingDayNumber(dayNumberOf(date)));
}

export function previousTradingDay(date: string): string {
  return isoDateOf(previousTradingDayNumber(dayNumberOf(date)));
}

/** `count` trading days after `dayNumber` (before it, when negative). */
export function addTradingDays(dayNumber: number, count: number): number {
  let day = dayNumber;
  for (let left = Math.abs(count); left > 0; left -= 1) {
    day = count > 0 ? nextTradingDayNumber(day) : previousTradingDayNumber(day);
  }
  return day;
}

/** One day's regular session. */
export interface TradingSession {
  /** `YYYY-MM-DD`, the New York date. */
  date: string;
  opensAt: Date;
  closesAt: Date;
  /** Closes at 13:00 rather than 16:00. */
  earlyClose: boolean;
}

/** The instant New York clocks read `minutes` after midnight on `date`; sessions never span a DST change. */
function newYorkInstant(date: string, minutes: number): Date {
  const hour = instantAt(newYorkTimeZone, date, Math.floor(minutes / 60));
  return new Date(hour.getTime() + (minutes % 60) * 60_000);
}

const sessionsByDay = new Map<number, TradingSession>();

/** The session of a day number, or null when the exchange does not trade that day. */
export function sessionOfDayNumber(dayNumber: number): TradingSession | null {
  if (!isTradingDayNumber(dayNumber)) return null;
  let session = sessionsByDay.get(dayNumber);
  if (!session) {
    const date = isoDateOf(dayNumber);
    const earlyClose = earlyCloseName(dayNumber) !== null;
    session = {
      date,
      opensAt: newYorkInstant(date, OPEN_MINUTES),
      closesAt: newYorkInstant(date, earlyClose ? EARLY_CLOSE_MINUTES : CLOSE_MINUTES),
      earlyClose,
    };
    sessionsByDay.set(dayNumber, session);
  }
  return session;
}

/** The session of `date` (`YYYY-MM-DD`), or null on a weekend or holiday. */
export function sessionOf(date: string): TradingSession | null {
  return sessionOfDayNumber(dayNumberOf(date));
}

/** The New York date at `at`, as a day number. */
export function exchangeDayNumberAt(at: Date): number {
  return dayNumberOf(wallClockIn(newYorkTimeZone, at).date);
}

/** Whether the regular session is running at `at` (open at the opening minute, closed at the close). */
export function isMarketOpenAt(at: Date): boolean {
  const session = sessionOfDayNumber(exchangeDayNumberAt(at));
  return session !== null && at >= session.opensAt && at < session.closesAt;
}

/** The session running at `at`, or null when the market is closed. */
export function sessionRunningAt(at: Date): TradingSession | null {
  const session = sessionOfDayNumber(exchangeDayNumberAt(at));
  return session && at >= session.opensAt && at < session.closesAt ? session : null;
}

/**
 * The latest session that has opened by `at`: today's once it opens (running or closed), else the
 * previous trading day's. Its prices are the last the market made.
 */
export function latestSessionAt(at: Date): TradingSession {
  const today = exchangeDayNumberAt(at);
  const session = sessionOfDayNumber(today);
  if (session && at >= session.opensAt) return session;
  return sessionOfDayNumber(previousTradingDayNumber(today)) as TradingSession;
}

/** The first opening strictly after `at`: later today when before the bell, else the next trading day's. */
export function nextOpenAfter(at: Date): Date {
  const today = exchangeDayNumberAt(at);
  const session = sessionOfDayNumber(today);
  if (session && at < session.opensAt) return session.opensAt;
  return (sessionOfDayNumber(nextTradingDayNumber(today)) as TradingSession).opensAt;
}

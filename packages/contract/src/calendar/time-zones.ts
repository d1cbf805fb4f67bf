// What day and hour it is in a time zone, and the instant a wall-clock hour in a zone stands for. The
// zone rules come from the runtime's time-zone database through @date-fns/tz (TZDateMini, about 1 kB),
// which also finds the instant of a wall-clock hour in any zone across daylight-saving changes.
import { type TZDate, TZDateMini } from '@date-fns/tz';
import { newYorkTimeZone } from './date-time-formats.ts';
import { MS_PER_DAY } from './day-length.ts';
import { dayNumberOf, firstDayOfMonth, isoDateOf } from './days.ts';

export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  hour: number;
  minute: number;
}

function inZone(timeZone: string, at: Date): TZDate {
  const local = new TZDateMini(at.getTime(), timeZone);
  if (Number.isNaN(local.getTime())) throw new RangeError(`Not a time zone: "${timeZone}"`);
  return local;
}

/** The date, hour (0-23) and minute a clock in `timeZone` shows at `at`. */
export function wallClockIn(timeZone: string, at: Date): WallClock {
  const local = inZone(timeZone, at);
  const day = firstDayOfMonth(local.getFullYear(), local.getMonth()) + local.getDate() - 1;
  return { date: isoDateOf(day), hour: local.getHours(), minute: local.getMinutes() };
}

/** The date (`YYYY-MM-DD`) a clock in `timeZone` shows at `at`. */
export function calendarDateIn(timeZone: string, at: Date): string {
  return wallClockIn(timeZone, at).date;
}

/** The instant a clock in `timeZone` reads `hour`:00 on `date` (`YYYY-MM-DD`). */
export function instantAt(timeZone: string, date: string, hour: number): Date {
  const utc = new Date(dayNumberOf(date) * MS_PER_DAY);
  const local = new TZDateMini(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate(), hour, timeZone);
  if (Number.isNaN(local.getTime())) throw new RangeError(`Not a time zone: "${timeZone}"`);
  return new Date(local.getTime());
}

/** The Eastern date and hour at `at` (banks keep Eastern time). */
export function easternDateAndHour(at: Date): WallClock {
  return wallClockIn(newYorkTimeZone, at);
}

/**
 * The Eastern calendar date at `at`: banks keep Eastern time, so this is "today" for every ACH,
 * cash-advance and payday rule.
 */
export function easternToday(at: Date): string {
  return calendarDateIn(newYorkTimeZone, at);
}

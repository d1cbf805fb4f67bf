// When an advance arrives and when it is repaid. Instant delivery lands within minutes; standard
// delivery to the linked bank goes by ACH, which moves on bank business days only (weekends and
// Federal Reserve holidays skipped). Banks keep Eastern time, so days are counted there.
import type { DisbursementMethod } from './cash-advance-pricing.ts';
import {
  dayNumberOf,
  isBankBusinessDayNumber,
  isoDateOf,
  namedUsFederalBankHolidays,
  onOrBeforeBankBusinessDay,
  SATURDAY,
  weekdayOf,
} from './us-bank-holidays.ts';

/** The zone every cash-advance date is counted in. */
export const cashAdvanceTimeZone = 'America/New_York';

/** ACH requests in by this hour (Eastern) on a business day go out that day. */
export const standardCutoffHour = 14;
/** Standard deliveries arrive this many business days after the day they go out. */
export const standardBusinessDays = 2;
/**
 * Hours are counted to the start of the arrival day (Eastern): a credit is available that day, and a
 * request made earlier in the day never reads slower than one made later.
 */
const achAvailableHour = 0;

const MS_PER_HOUR = 3_600_000;

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: cashAdvanceTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Eastern calendar date and hour at `at`. */
export function easternDateAndHour(at: Date): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(partsFormatter.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The Eastern calendar date at `at`: "today" for every cash-advance rule. */
export function easternToday(at: Date): string {
  return easternDateAndHour(at).date;
}

/** The `count`-th bank business day after `day` (a day number). */
export function addBankBusinessDays(day: number, count: number): number {
  let result = day;
  for (let left = count; left > 0; ) {
    result += 1;
    if (isBankBusinessDayNumber(result)) left -= 1;
  }
  return result;
}

/** The Eastern wall-clock time `date` at `hour`:00 as an instant (a date string and an hour in New York). */
function easternInstant(date: string, hour: number): Date {
  // New York is UTC-5 or UTC-4: try both offsets and keep the one that reads back as the wanted hour.
  for (const offsetHours of [5, 4]) {
    const candidate = new Date(`${date}T${String(hour + offsetHours).padStart(2, '0')}:00:00Z`);
    const back = easternDateAndHour(candidate);
    if (back.date === date && back.hour === hour) return candidate;
  }
  return new Date(`${date}T${String(hour + 5).padStart(2, '0')}:00:00Z`);
}

/** The day a standard delivery requested at `at` arrives: two business days after it goes out. */
export function standardArrivalDate(at: Date): string {
  const { date, hour } = easternDateAndHour(at);
  const today = dayNumberOf(date);
  // After the cut-off, or on a day the network is closed, the transfer goes out the next business day.
  const goesOutToday = isBankBusinessDayNumber(today) && hour < standardCutoffHour;
  const outDay = goesOutToday ? today : addBankBusinessDays(today, 1);
  return isoDateOf(addBankBusinessDays(outDay, standardBusinessDays));
}

export interface Delivery {
  /** Hours from the request to the money being there; 0 for instant delivery. */
  hours: number;
  /** YYYY-MM-DD, Eastern. */
  arrivesOn: string;
}

export function deliveryOf(method: DisbursementMethod, at: Date): Delivery {
  if (method !== 'STANDARD_BANK') return { hours: 0, arrivesOn: easternToday(at) };
  const arrivesOn = standardArrivalDate(at);
  const arrival = easternInstant(arrivesOn, achAvailableHour);
  return { hours: Math.max(1, Math.ceil((arrival.getTime() - at.getTime()) / MS_PER_HOUR)), arrivesOn };
}

/** Spec section 9: the wording of a delivery time. */
export function deliveryWording(hours: number): string {
  if (hours === 0) return 'within minutes';
  if (hours < 49) return 'within 1-2 business days';
  return 'within 2-3 business days';
}

/** A repayment is set on a payday at least this many days after the money arrives, so pay has arrived too. */
export const minimumTermDays = 2;

/** Without any known payday the term is two weeks from the day the money arrives. */
export const fallbackTermDays = 14;

/**
 * The repayment date of an advance whose money is available to the member on `arrivesOn`: the first of
 * `upcomingPaydays` (ascending, YYYY-MM-DD, already moved before weekends and holidays) at least
 * `minimumTermDays` after that day. A standard delivery arrives days after it is asked for, so the
 * term counts from the arrival: money is never collected before it has reached the member.
 */
export function repaymentDateFor(arrivesOn: string, upcomingPaydays: readonly string[]): string | null {
  const earliest = dayNumberOf(arrivesOn) + minimumTermDays;
  return upcomingPaydays.find((payday) => dayNumberOf(payday) >= earliest) ?? null;
}

/**
 * The repayment date for money available on `arrivesOn`: the payday rule above, or with no payday known
 * the bank business day on or before `fallbackTermDays` after arrival (never before arrival).
 */
export function repaymentDateAfterArrival(arrivesOn: string, upcomingPaydays: readonly string[]): string {
  return (
    repaymentDateFor(arrivesOn, upcomingPaydays) ??
    isoDateOf(onOrBeforeBankBusinessDay(dayNumberOf(arrivesOn) + fallbackTermDays))
  );
}

/** Days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** How many days ahead the holiday alert looks. */
export const holidayAlertDays = 7;

export interface HolidayAlert {
  date: string;
  name: string;
  message: string;
}

/** The next bank holiday within `holidayAlertDays` of `today`, with what it changes; null when none. */
export function upcomingHolidayAlert(today: string): HolidayAlert | null {
  const start = dayNumberOf(today);
  const year = Number(today.slice(0, 4));
  // A holiday on a Saturday changes nothing: banks are closed that day anyway and open the Friday.
  const next = [...namedUsFederalBankHolidays(year), ...namedUsFederalBankHolidays(year + 1)].find(({ date }) => {
    const day = dayNumberOf(date);
    return day >= start && day <= start + holidayAlertDays && weekdayOf(day) !== SATURDAY;
  });
  if (!next) return null;
  return {
    date: next.date,
    name: next.name,
    message: `${next.name} is a bank holiday. Standard deliveries take a day longer around it, and a repayment due that day is collected the business day before.`,
  };
}

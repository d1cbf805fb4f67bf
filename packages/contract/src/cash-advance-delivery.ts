// When an advance arrives and when it is repaid. Instant delivery lands within minutes; standard
// delivery to the linked bank goes by ACH, which moves on bank business days only (weekends and
// Federal Reserve holidays skipped). Banks keep Eastern time, so days are counted there.
import { hoursUntilArrival, standardArrivalDate } from './ach-calendar.ts';
import { dayNumberOf, isoDateOf, SATURDAY, weekdayOf } from './calendar/days.ts';
import { easternToday } from './calendar/time-zones.ts';
import { namedUsFederalBankHolidays, onOrBeforeBankBusinessDay } from './calendar/us-bank-holidays.ts';
import type { DisbursementMethod } from './cash-advance-pricing.ts';

export interface Delivery {
  /** Hours from the request to the money being there; 0 for instant delivery. */
  hours: number;
  /** YYYY-MM-DD, Eastern. */
  arrivesOn: string;
}

export function deliveryOf(method: DisbursementMethod, at: Date): Delivery {
  if (method !== 'STANDARD_BANK') return { hours: 0, arrivesOn: easternToday(at) };
  const arrivesOn = standardArrivalDate(at);
  return { hours: hoursUntilArrival(at, arrivesOn), arrivesOn };
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

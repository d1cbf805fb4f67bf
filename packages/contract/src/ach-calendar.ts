// The one calendar for money moving by ACH: banks keep Eastern time, the network moves on bank business
// days only (weekends and Federal Reserve holidays skipped, calendar/us-bank-holidays.ts), requests after the
// cut-off go out the next business day, and the money is there two business days after it goes out.
// Every expected date the product shows for a bank transfer (a standard cash advance on /instacash, a
// transfer between a linked bank and checking on /accounts) comes from here, so they never disagree.
import { newYorkTimeZone } from './calendar/date-time-formats.ts';
import { dayNumberOf, isoDateOf } from './calendar/days.ts';
import { easternDateAndHour, instantAt } from './calendar/time-zones.ts';
import { addBankBusinessDays, isBankBusinessDayNumber } from './calendar/us-bank-holidays.ts';

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

/** The day an ACH transfer requested at `at` arrives: two business days after it goes out. */
export function standardArrivalDate(at: Date): string {
  const { date, hour } = easternDateAndHour(at);
  const today = dayNumberOf(date);
  // After the cut-off, or on a day the network is closed, the transfer goes out the next business day.
  const goesOutToday = isBankBusinessDayNumber(today) && hour < standardCutoffHour;
  const outDay = goesOutToday ? today : addBankBusinessDays(today, 1);
  return isoDateOf(addBankBusinessDays(outDay, standardBusinessDays));
}

/** Whole hours from `at` to the start of `arrivesOn` (Eastern), when the money is available; at least 1. */
export function hoursUntilArrival(at: Date, arrivesOn: string): number {
  const arrival = instantAt(newYorkTimeZone, arrivesOn, achAvailableHour);
  return Math.max(1, Math.ceil((arrival.getTime() - at.getTime()) / MS_PER_HOUR));
}

// The one calendar for money moving by ACH: banks keep Eastern time, the network moves on bank business
// days only (weekends and Federal Reserve holidays skipped, us-bank-holidays.ts), requests after the
// cut-off go out the next business day, and the money is there two business days after it goes out.
// Every expected date the product shows for a bank transfer (a standard cash advance on /instacash, a
// transfer between a linked bank and checking on /accounts) comes from here, so they never disagree.
import { dayNumberOf, isBankBusinessDayNumber, isoDateOf } from './us-bank-holidays.ts';

/** The zone every ACH and cash-advance date is counted in. */
export const achTimeZone = 'America/New_York';

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
  timeZone: achTimeZone,
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

/** The Eastern calendar date at `at`: "today" for every ACH and cash-advance rule. */
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
  const arrival = easternInstant(arrivesOn, achAvailableHour);
  return Math.max(1, Math.ceil((arrival.getTime() - at.getTime()) / MS_PER_HOUR));
}

// US bank business days: the Federal Reserve's holiday schedule plus weekends. Paydays and repayment
// dates move to the bank business day before them, so this must match the days banks settle funds.
// Dates are ISO `YYYY-MM-DD` strings or day numbers (calendar/days.ts).

import {
  dayNumberOf,
  firstDayOfMonth,
  isoDateOf,
  isWeekend,
  lastWeekdayOfMonth,
  MONDAY,
  nthWeekdayOfMonth,
  SUNDAY,
  THURSDAY,
  weekdayOf,
  yearMonthOf,
} from './days.ts';

/** Juneteenth became a federal holiday in June 2021; the Federal Reserve first closed for it in 2022. */
const FIRST_JUNETEENTH_YEAR = 2022;

/** The day each holiday falls on in `year`, before observance rules, with its name. */
function nominalHolidays(year: number): { day: number; name: string }[] {
  const fixed = (month: number, day: number) => firstDayOfMonth(year, month) + day - 1;
  return [
    { day: fixed(0, 1), name: "New Year's Day" },
    { day: nthWeekdayOfMonth(year, 0, MONDAY, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { day: nthWeekdayOfMonth(year, 1, MONDAY, 3), name: "Washington's Birthday" },
    { day: lastWeekdayOfMonth(year, 4, MONDAY), name: 'Memorial Day' },
    ...(year >= FIRST_JUNETEENTH_YEAR ? [{ day: fixed(5, 19), name: 'Juneteenth National Independence Day' }] : []),
    { day: fixed(6, 4), name: 'Independence Day' },
    { day: nthWeekdayOfMonth(year, 8, MONDAY, 1), name: 'Labor Day' },
    { day: nthWeekdayOfMonth(year, 9, MONDAY, 2), name: 'Columbus Day' },
    { day: fixed(10, 11), name: 'Veterans Day' },
    { day: nthWeekdayOfMonth(year, 10, THURSDAY, 4), name: 'Thanksgiving Day' },
    { day: fixed(11, 25), name: 'Christmas Day' },
  ];
}

/**
 * The Federal Reserve's rule, which differs from the federal-employee rule: a holiday on a Sunday is
 * observed on the Monday after, but a holiday on a Saturday is NOT moved to the Friday before —
 * Federal Reserve Banks are open that Friday, so it stays a bank business day. A Saturday holiday is
 * therefore listed on its Saturday (already a non-business day). Sunday holidays never cross into
 * another year (Jan 1 -> Jan 2, Dec 25 -> Dec 26), so every date returned lies inside `year`.
 */
function observedHolidays(year: number): { day: number; name: string }[] {
  return nominalHolidays(year).map(({ day, name }) =>
    weekdayOf(day) === SUNDAY ? { day: day + 1, name: `${name} (observed)` } : { day, name },
  );
}

const holidaysByYear = new Map<number, ReadonlySet<number>>();

function holidaySet(year: number): ReadonlySet<number> {
  let set = holidaysByYear.get(year);
  if (!set) {
    set = new Set(observedHolidays(year).map(({ day }) => day));
    holidaysByYear.set(year, set);
  }
  return set;
}

/** Martin Luther King, Jr. Day was first observed in 1986; earlier years had another holiday list. */
const FIRST_MODELLED_YEAR = 1986;

/** The Federal Reserve holidays of `year` as observed by banks, in calendar order. */
export function usFederalBankHolidays(year: number): string[] {
  return namedUsFederalBankHolidays(year).map(({ date }) => date);
}

/** The same holidays with their names, in calendar order. */
export function namedUsFederalBankHolidays(year: number): { date: string; name: string }[] {
  if (!Number.isInteger(year) || year < FIRST_MODELLED_YEAR || year > 9999) {
    throw new RangeError(`Expected a year from ${FIRST_MODELLED_YEAR} to 9999, got ${year}`);
  }
  return observedHolidays(year)
    .sort((a, b) => a.day - b.day)
    .map(({ day, name }) => ({ date: isoDateOf(day), name }));
}

export function isBankBusinessDayNumber(dayNumber: number): boolean {
  if (isWeekend(dayNumber)) return false;
  return !holidaySet(yearMonthOf(dayNumber).year).has(dayNumber);
}

/** A weekday that is not a Federal Reserve holiday. */
export function isBankBusinessDay(date: string): boolean {
  return isBankBusinessDayNumber(dayNumberOf(date));
}

/** The day itself when banks are open, else the latest bank business day before it. */
export function onOrBeforeBankBusinessDay(dayNumber: number): number {
  let day = dayNumber;
  while (!isBankBusinessDayNumber(day)) day -= 1;
  return day;
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

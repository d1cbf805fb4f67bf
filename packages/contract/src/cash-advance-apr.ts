// The annual percentage rate a cash advance's fee and tip amount to, which the member sees before
// signing. Regulation Z (12 CFR 1026.22) requires the actuarial method of its Appendix J: the rate per
// unit-period that, earned on the unpaid balance, makes the payments repay exactly the amount
// financed, times the unit-periods in a year. Paragraph numbers below are Appendix J's.
import { dayNumberOf, daysInMonth, firstDayOfMonth } from './calendar/days.ts';

export interface AprInput {
  amountFinancedCents: number;
  /** YYYY-MM-DD: the term begins on the day of the advance (b)(2). */
  advancedOn: string;
  /** Each repayment with its YYYY-MM-DD due date; the term ends on the last. */
  payments: readonly { onDate: string; amountCents: number }[];
}

interface CalendarDate {
  year: number;
  /** 0 = January, as in Date. */
  month: number;
  day: number;
}

/** A unit-period (b)(4): whole months (12 is a year), a semimonth, or days (a multiple of 7 is weeks). */
type UnitPeriod = { kind: 'months'; months: number } | { kind: 'semimonth' } | { kind: 'days'; days: number };

/** Where a payment falls from the start of the term: whole unit-periods, then a fraction of one (b)(5). */
interface Timing {
  whole: number;
  fraction: number;
}

function calendarDateOf(iso: string): CalendarDate {
  dayNumberOf(iso); // refuses anything but a real YYYY-MM-DD
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1, day: Number(iso.slice(8, 10)) };
}

const dayNumber = (date: CalendarDate) => firstDayOfMonth(date.year, date.month) + date.day - 1;
const daysBetween = (from: CalendarDate, to: CalendarDate) => dayNumber(to) - dayNumber(from);
const isMonthEnd = (date: CalendarDate) => date.day === daysInMonth(date.year, date.month);
const monthIndex = (date: CalendarDate) => date.year * 12 + date.month;

/** `count` months later (earlier when negative): same day of the month, or the last day of a shorter month (b)(3)(iv). */
function addMonths(date: CalendarDate, count: number): CalendarDate {
  const index = monthIndex(date) + count;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** How long a unit-period is in days, to compare periods of different kinds; all months are equal (b)(3)(iv). */
function approximateDays(unit: UnitPeriod): number {
  if (unit.kind === 'months') return (365 / 12) * unit.months;
  if (unit.kind === 'semimonth') return 365 / 24;
  return unit.days;
}

function unitPeriodsPerYear(unit: UnitPeriod): number {
  if (unit.kind === 'months') return 12 / unit.months; // (b)(5)(ii), (iii), (v)
  if (unit.kind === 'semimonth') return 24; // (b)(5)(iii)
  return unit.days % 7 === 0 ? 52 / (unit.days / 7) : 365 / unit.days; // (b)(5)(iv)
}

/**
 * The period from one date to the next named as a standard interval when it is one (b)(3): whole
 * months (month-end to month-end counts too), a semimonth (days of the month 15 apart, a month's
 * last day standing for its 30th, as Appendix J's 30-day months do), otherwise a number of days.
 */
function periodBetween(from: CalendarDate, to: CalendarDate): UnitPeriod {
  const months = monthIndex(to) - monthIndex(from);
  const same = addMonths(from, months);
  if (months >= 1 && (daysBetween(same, to) === 0 || (isMonthEnd(from) && isMonthEnd(to)))) {
    return { kind: 'months', months };
  }
  const dayOf = (date: CalendarDate) => (isMonthEnd(date) ? 30 : date.day);
  if ((months === 0 && dayOf(to) - dayOf(from) === 15) || (months === 1 && dayOf(from) - dayOf(to) === 15)) {
    return { kind: 'semimonth' };
  }
  return { kind: 'days', days: daysBetween(from, to) };
}

/** The standard intervals (b)(3)(iii): a day, weeks and months up to a year, and the semimonth. */
const standardIntervals: readonly UnitPeriod[] = [
  { kind: 'days', days: 1 } as const,
  ...Array.from({ length: 52 }, (_, week): UnitPeriod => ({ kind: 'days', days: 7 * (week + 1) })),
  { kind: 'semimonth' } as const,
  ...Array.from({ length: 12 }, (_, month): UnitPeriod => ({ kind: 'months', months: month + 1 })),
].sort((a, b) => approximateDays(a) - approximateDays(b));

/**
 * (b)(4)(i): the common period (one that occurs more than once), not over a year, that occurs most
 * often, the smaller on a tie; with no common period, the average period rounded to the nearest
 * standard interval, the lower at a midpoint.
 */
function unitPeriodOf(periods: readonly UnitPeriod[], periodDays: readonly number[]): UnitPeriod {
  const tally = new Map<string, { unit: UnitPeriod; count: number }>();
  for (const unit of periods) {
    const key = JSON.stringify(unit);
    tally.set(key, { unit, count: (tally.get(key)?.count ?? 0) + 1 });
  }
  const [common] = [...tally.values()]
    .filter(({ unit, count }) => count > 1 && approximateDays(unit) <= 365)
    .sort((a, b) => b.count - a.count || approximateDays(a.unit) - approximateDays(b.unit));
  if (common) return common.unit;
  const average = periodDays.reduce((sum, days) => sum + days, 0) / periodDays.length;
  const distance = (unit: UnitPeriod) => Math.abs(approximateDays(unit) - average);
  // Sorted shortest first, so keeping only a strictly nearer interval keeps the lower one at a midpoint.
  return standardIntervals.reduce((best, unit) => (distance(unit) < distance(best) ? unit : best));
}

/**
 * (b)(5): whole unit-periods and the fraction left from `start` to `end`. Months are counted back
 * from the later date and the odd days forward from the earlier; for a semimonth or several months
 * the days are 30 a month (b)(5)(iii); for a year, the rest is months over 12 or else days over 365 (b)(5)(v).
 */
function timingOf(start: CalendarDate, end: CalendarDate, unit: UnitPeriod): Timing {
  if (unit.kind === 'days') {
    const days = daysBetween(start, end);
    return { whole: Math.floor(days / unit.days), fraction: (days % unit.days) / unit.days };
  }
  let months = 0;
  while (daysBetween(start, addMonths(end, -(months + 1))) >= 0) months += 1;
  const oddDays = daysBetween(start, addMonths(end, -months));
  if (unit.kind === 'months' && unit.months === 12) {
    const years = Math.floor(months / 12);
    const rest = oddDays === 0 ? (months % 12) / 12 : daysBetween(start, addMonths(end, -12 * years)) / 365;
    return { whole: years, fraction: rest };
  }
  const unitDays = unit.kind === 'semimonth' ? 15 : 30 * unit.months;
  const days = 30 * months + oddDays;
  return { whole: Math.floor(days / unitDays), fraction: (days % unitDays) / unitDays };
}

/** The unit-periods a year holds and where each payment falls in them. */
function scheduleOf(start: CalendarDate, dates: readonly CalendarDate[]): { perYear: number; timings: Timing[] } {
  const [only] = dates;
  if (only && dates.length === 1) {
    // A single advance and single payment: the unit-period is the term, at most a year (b)(4)(ii).
    // Under a year the term is one unit-period and a year holds 365 over its days (b)(5)(vi), (vii);
    // (vi) also allows 12 over its months for whole months, but days serve every term alike.
    if (daysBetween(addMonths(start, 12), only) < 0) {
      return { perYear: 365 / daysBetween(start, only), timings: [{ whole: 1, fraction: 0 }] };
    }
    const year: UnitPeriod = { kind: 'months', months: 12 };
    return { perYear: 1, timings: [timingOf(start, only, year)] };
  }
  const starts = [start, ...dates];
  const periods = dates.map((date, index) => periodBetween(starts[index] ?? start, date));
  const periodDays = dates.map((date, index) => daysBetween(starts[index] ?? start, date));
  const unit = unitPeriodOf(periods, periodDays);
  return { perYear: unitPeriodsPerYear(unit), timings: dates.map((date) => timingOf(start, date, unit)) };
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`${what} must be a positive whole number of cents, got ${value}`);
  }
}

/** The APR in percent, to two decimals (e.g. 391.07), of a single advance repaid by `payments`. */
export function annualPercentageRate(input: AprInput): number {
  assertCents(input.amountFinancedCents, 'The amount financed');
  if (input.payments.length === 0) throw new RangeError('An advance needs at least one payment');
  const start = calendarDateOf(input.advancedOn);
  // Payments due the same day are one payment: a period of no days is no period.
  const byDay = new Map<number, { date: CalendarDate; amountCents: number }>();
  for (const payment of input.payments) {
    assertCents(payment.amountCents, 'A payment');
    const date = calendarDateOf(payment.onDate);
    if (daysBetween(start, date) < 0) throw new RangeError(`A payment on ${payment.onDate} is before the advance`);
    const same = byDay.get(dayNumber(date));
    byDay.set(dayNumber(date), { date, amountCents: (same?.amountCents ?? 0) + payment.amountCents });
  }
  const payments = [...byDay.entries()].sort(([a], [b]) => a - b).map(([, payment]) => payment);
  const financeChargeCents =
    payments.reduce((sum, payment) => sum + payment.amountCents, 0) - input.amountFinancedCents;
  if (financeChargeCents < 0) throw new RangeError('The payments add up to less than the amount financed');
  if (financeChargeCents === 0) return 0;
  const last = payments[payments.length - 1];
  if (!last || daysBetween(start, last.date) === 0) {
    throw new RangeError('A finance charge needs a term: the last payment is on the day of the advance');
  }

  const { perYear, timings } = scheduleOf(
    start,
    payments.map((payment) => payment.date),
  );
  // The general equation (b)(8) for one advance at the start of the term: the amount financed equals
  // the payments, each discounted by simple interest over its fraction (b)(6) and compound interest
  // over its whole unit-periods. The right side falls as the rate rises, so bisection finds the rate.
  const presentValue = (rate: number) =>
    payments.reduce((sum, payment, index) => {
      const { whole, fraction } = timings[index] ?? { whole: 0, fraction: 0 };
      return sum + payment.amountCents / ((1 + fraction * rate) * (1 + rate) ** whole);
    }, 0);
  let low = 0;
  let high = 1;
  while (presentValue(high) > input.amountFinancedCents) {
    high *= 2;
    if (high > 2 ** 40) throw new RangeError('No rate makes these payments repay the amount financed');
  }
  // Each halving narrows the rate; 200 leave it far below a hundredth of a percentage point.
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > input.amountFinancedCents) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * perYear * 100 * 100) / 100;
}

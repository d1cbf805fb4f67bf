// The findings as pure functions of the member's posted transactions in the period: fees grouped by
// their statement line, subscriptions found by category or by a merchant's repeated monthly charge,
// and the arithmetic (median, scaling to a year) done in whole cents.
import { addDays, daysBetween, utcDateOf } from '@fernleaf/contract/calendar/days';
import {
  type FeeGroup,
  type FoundMoneyFindings,
  type FoundSubscription,
  findingsWindowDays,
} from '@fernleaf/contract/found-money';
import { feeTip } from './fee-tips.ts';

export interface FindingsTransaction {
  /** `YYYY-MM-DD`. */
  postedOn: string;
  /** Integer cents; money into the account positive, out negative. */
  amountCents: number;
  description: string;
  merchantName: string | null;
  category: string;
}

const daysPerYear = 365;

/**
 * The `days` days ending on the UTC date of `now`, both ends included: providers report postings on
 * UTC dates, so that is the calendar the window is drawn on.
 */
export function findingsPeriod(now: Date, days = findingsWindowDays): { from: string; to: string } {
  const today = utcDateOf(now);
  return { from: addDays(today, -(days - 1)), to: today };
}

/** numerator / denominator for non-negative integers, rounded half up, without a float in between. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) throw new RangeError(`cannot divide ${numerator} cents`);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError(`cannot divide by ${denominator}`);
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** What the period's cents come to over 365 days at the same pace, rounded half up to whole cents. */
export function scaleToYear(cents: number, periodDays = findingsWindowDays): number {
  return divideRoundingHalfUp(cents * daysPerYear, periodDays);
}

/** The middle charge; with an even count, the mean of the two middle ones, rounded half up. */
export function medianCents(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('the median of no charges');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  if (sorted.length % 2 === 1) return upper;
  return divideRoundingHalfUp((sorted[middle - 1] as number) + upper, 2);
}

/** Money out of the account, as a positive number of cents; refunds and deposits are not charges. */
function chargeCents(transaction: FindingsTransaction): number | null {
  return transaction.amountCents < 0 ? -transaction.amountCents : null;
}

/** Statement lines differ only in spacing and case from one posting to the next. */
function normalizedLine(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

function byTotalThenName<T extends { totalCents: number; description: string }>(a: T, b: T): number {
  return b.totalCents - a.totalCents || (a.description < b.description ? -1 : a.description > b.description ? 1 : 0);
}

export function findFees(
  transactions: readonly FindingsTransaction[],
  options: { brandName: string; periodDays?: number },
): FoundMoneyFindings['fees'] {
  const groups = new Map<string, FeeGroup>();
  for (const transaction of transactions) {
    if (transaction.category !== 'FEES') continue;
    const cents = chargeCents(transaction);
    if (cents === null) continue;
    const description = normalizedLine(transaction.description);
    const group = groups.get(description) ?? {
      description,
      count: 0,
      totalCents: 0,
      tip: feeTip(description, options.brandName),
    };
    group.count += 1;
    group.totalCents += cents;
    groups.set(description, group);
  }
  const sorted = [...groups.values()].sort(byTotalThenName);
  const totalCents = sorted.reduce((sum, group) => sum + group.totalCents, 0);
  return { totalCents, yearlyCents: scaleToYear(totalCents, options.periodDays), groups: sorted };
}

/**
 * Charges that are not something bought from a merchant: pay, savings transfers, cash, the fees found
 * above. Housing payments repeat monthly at one amount but are not subscriptions a member could drop.
 */
const neverSubscriptions: ReadonlySet<string> = new Set(['INCOME', 'INTEREST', 'TRANSFER', 'ATM', 'FEES', 'RENT']);

/** Amounts count as one price when the largest is at most 10% above the smallest. */
const samePricePercent = 10;

/**
 * A merchant charging at the same price every few days (a daily coffee, a commute) is not a monthly
 * bill; monthly billing dates move by a few days for weekends and short months, never by this much.
 */
export const minimumDaysBetweenRecurringCharges = 20;

interface Charge {
  postedOn: string;
  cents: number;
}

/** Charged in at least 2 calendar months, at one price (within 10%), about monthly. */
export function isRecurring(charges: readonly Charge[]): boolean {
  const months = new Set(charges.map((charge) => charge.postedOn.slice(0, 7)));
  if (months.size < 2) return false;
  const amounts = charges.map((charge) => charge.cents);
  const smallest = Math.min(...amounts);
  const largest = Math.max(...amounts);
  if (largest * 100 > smallest * (100 + samePricePercent)) return false;
  const days = charges.map((charge) => charge.postedOn).sort();
  return days.every(
    (day, index) => index === 0 || daysBetween(days[index - 1] as string, day) >= minimumDaysBetweenRecurringCharges,
  );
}

function addCharge(groups: Map<string, Charge[]>, name: string, charge: Charge): void {
  const charges = groups.get(name);
  if (charges) charges.push(charge);
  else groups.set(name, [charge]);
}

function toSubscription(merchantName: string, charges: readonly Charge[]): FoundSubscription {
  const monthlyCents = medianCents(charges.map((charge) => charge.cents));
  const lastChargedOn = charges.reduce((last, charge) => (charge.postedOn > last ? charge.postedOn : last), '');
  return { merchantName, monthlyCents, yearlyCents: monthlyCents * 12, chargeCount: charges.length, lastChargedOn };
}

/**
 * Every merchant the bank files under SUBSCRIPTIONS, and every other merchant whose charges recur
 * monthly at one price (`isRecurring`). A merchant with charges of both kinds is read from its
 * SUBSCRIPTIONS charges alone, so a one-off purchase there does not move its monthly price.
 */
export function findSubscriptions(transactions: readonly FindingsTransaction[]): FoundSubscription[] {
  const labelled = new Map<string, Charge[]>();
  const others = new Map<string, Charge[]>();
  for (const transaction of transactions) {
    const cents = chargeCents(transaction);
    if (cents === null) continue;
    const charge = { postedOn: transaction.postedOn, cents };
    const merchantName = transaction.merchantName?.trim() || null;
    if (transaction.category === 'SUBSCRIPTIONS') {
      addCharge(labelled, merchantName ?? normalizedLine(transaction.description), charge);
    } else if (merchantName && !neverSubscriptions.has(transaction.category)) {
      addCharge(others, merchantName, charge);
    }
  }
  const found = [...labelled].map(([name, charges]) => toSubscription(name, charges));
  for (const [name, charges] of others) {
    if (!labelled.has(name) && isRecurring(charges)) found.push(toSubscription(name, charges));
  }
  return found.sort(
    (a, b) =>
      b.yearlyCents - a.yearlyCents || (a.merchantName < b.merchantName ? -1 : a.merchantName > b.merchantName ? 1 : 0),
  );
}

export function computeFindings(input: {
  transactions: readonly FindingsTransaction[];
  period: { from: string; to: string };
  linkedBankCount: number;
  brandName: string;
}): FoundMoneyFindings {
  const periodDays = daysBetween(input.period.from, input.period.to) + 1;
  const inPeriod = input.transactions.filter(
    (transaction) => transaction.postedOn >= input.period.from && transaction.postedOn <= input.period.to,
  );
  const subscriptions = findSubscriptions(inPeriod);
  return {
    period: input.period,
    linkedBankCount: input.linkedBankCount,
    fees: findFees(inPeriod, { brandName: input.brandName, periodDays }),
    subscriptions,
    subscriptionsMonthlyCents: subscriptions.reduce((sum, subscription) => sum + subscription.monthlyCents, 0),
  };
}

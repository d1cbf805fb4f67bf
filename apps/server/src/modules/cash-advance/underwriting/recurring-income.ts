// Finding a member's pay in a checking history: who pays them, how often, how much, and when the
// next paycheck is due. The rules are those of underwriting.ts's header; this file is how they are
// carried out.

import { daysInMonth, firstDayOfMonth, lastDayOfMonth, weekdayOf, yearMonthOf } from '@fernleaf/contract/calendar/days';
import { onOrBeforeBankBusinessDay } from '@fernleaf/contract/calendar/us-bank-holidays';

export type PayFrequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';

/** A transaction as this file reads it: day numbers and number cents (underwriting.ts converts). */
export interface HistoryEntry {
  day: number;
  amountCents: number;
  category: string;
  description: string;
  merchantName: string | null;
  pending: boolean;
}

export interface RecurringIncome {
  /** The payer as the member would name it: the merchant name, else the cleaned description. */
  payer: string;
  frequency: PayFrequency;
  /** The median paycheck, integer cents. */
  typicalAmountCents: number;
  paychecksSeen: number;
  /** Day numbers of the paychecks, oldest first. */
  paidDays: number[];
  /** The paychecks of a month on this schedule, for comparing payers. */
  monthlyIncomeCents: number;
  /** Day number of the next payday after the history's day. */
  nextPayday: number;
}

/** A credit below this is not a paycheck. */
export const MINIMUM_PAYCHECK_CENTS = 10_000;
/** A payer's paychecks stay within this share of their median. */
export const PAYCHECK_TOLERANCE_PERCENT = 25;

/** Days between consecutive paychecks, both ends included; SEMI_MONTHLY counts between the scheduled dates. */
export const CADENCE_GAPS: Record<PayFrequency, { min: number; max: number }> = {
  WEEKLY: { min: 6, max: 8 },
  BIWEEKLY: { min: 13, max: 15 },
  SEMI_MONTHLY: { min: 13, max: 17 },
  MONTHLY: { min: 27, max: 33 },
};

const CHECKS_PER_YEAR: Record<PayFrequency, number> = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12 };

/** Tried in this order; the first that fits is the schedule. Twice-monthly pay sits on its dates, so it comes first. */
const CADENCES: readonly PayFrequency[] = ['SEMI_MONTHLY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY'];

/** Words banks add around a payer's name on a payroll line: "ACME CORP PAYROLL DIR DEP", "PPD". */
const PAYROLL_WORDS: ReadonlySet<string> = new Set([
  'ACH',
  'CR',
  'CREDIT',
  'DEP',
  'DEPOSIT',
  'DES',
  'DIR',
  'DIRECT',
  'ID',
  'INDN',
  'PAY',
  'PAYMENT',
  'PAYROLL',
  'PPD',
  'REG',
  'SALARY',
]);

function titleCase(words: readonly string[]): string {
  return words.map((word) => word.charAt(0) + word.slice(1).toLowerCase()).join(' ');
}

/**
 * Who a credit is from. The merchant name when the bank gives one ("Acme Corp"); else the
 * description without digits and punctuation, cut to the name before or between the payroll words
 * ("ACME CORP PAYROLL DIR DEP 0412" -> "Acme Corp").
 */
export function payerOf({ description, merchantName }: { description: string; merchantName: string | null }): string {
  const merchant = merchantName?.trim().replace(/\s+/g, ' ');
  if (merchant) return merchant;
  const words = description
    .toUpperCase()
    .replace(/[^A-Z&' ]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '');
  // The name runs from the first word that is not a payroll word to the next one that is:
  // "DIRECT DEPOSIT ACME CORP", "ACME CORP DES:PAYROLL ID:0412 INDN:..." both name Acme Corp.
  let start = 0;
  while (start < words.length && PAYROLL_WORDS.has(words[start] ?? '')) start++;
  let end = start;
  while (end < words.length && !PAYROLL_WORDS.has(words[end] ?? '')) end++;
  // A line of payroll words alone ("PAYROLL DEP 123") still names one payer.
  const name = start < end ? words.slice(start, end) : words;
  return name.length > 0 ? titleCase(name) : description.trim();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

interface CalendarDay {
  year: number;
  /** 0 = January. */
  month: number;
  dayOfMonth: number;
  daysInMonth: number;
}

function calendarOf(day: number): CalendarDay {
  const { year, month } = yearMonthOf(day);
  return { year, month, dayOfMonth: day - firstDayOfMonth(year, month) + 1, daysInMonth: daysInMonth(year, month) };
}

/** `dayOfMonth` of a month that counts from 0 = January; months past either end roll into the next year. */
function dayOf(year: number, month: number, dayOfMonth: number): number {
  return firstDayOfMonth(year, month) + dayOfMonth - 1;
}

/**
 * The twice-monthly payday a paid date stands for: the 15th for a date from the 12th to the 18th,
 * the month's last day for one within 3 days of it either side (a payday moved off a weekend or
 * holiday, or paid on the 1st). Null for a date near neither.
 */
export function halfMonthPaydayOf(day: number): number | null {
  const { year, month, dayOfMonth, daysInMonth } = calendarOf(day);
  if (dayOfMonth >= 12 && dayOfMonth <= 18) return dayOf(year, month, 15);
  if (dayOfMonth >= daysInMonth - 3) return lastDayOfMonth(year, month);
  if (dayOfMonth <= 3) return lastDayOfMonth(year, month - 1);
  return null;
}

function gapsFit(days: readonly number[], { min, max }: { min: number; max: number }): boolean {
  for (let index = 1; index < days.length; index++) {
    const gap = (days[index] ?? 0) - (days[index - 1] ?? 0);
    if (gap < min || gap > max) return false;
  }
  return true;
}

/** Whether paid days (oldest first, at least 2) follow `frequency`. */
export function fitsCadence(days: readonly number[], frequency: PayFrequency): boolean {
  if (days.length < 2) return false;
  if (frequency !== 'SEMI_MONTHLY') return gapsFit(days, CADENCE_GAPS[frequency]);
  const scheduled: number[] = [];
  for (const day of days) {
    const payday = halfMonthPaydayOf(day);
    if (payday === null) return false;
    scheduled.push(payday);
  }
  return gapsFit(scheduled, CADENCE_GAPS.SEMI_MONTHLY);
}

/** The schedule's date moved to the bank business day before when banks are closed. */
function paidOn(scheduled: number): number {
  return onOrBeforeBankBusinessDay(scheduled);
}

/** The most common value; among equally common ones `preferred` if it is one of them, else the largest. */
function mode(values: readonly number[], preferred: number): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const tied = [...counts].filter(([, n]) => n === top).map(([value]) => value);
  return tied.includes(preferred) ? preferred : Math.max(...tied);
}

/** Scheduled paydays of a monthly rule from the month before `fromDay`'s on, in order. */
function* monthlySchedule(fromDay: number, paydaysOf: (year: number, month: number) => number[]): Generator<number> {
  const { year, month } = calendarOf(fromDay);
  for (let offset = -1; ; offset++) yield* paydaysOf(year, month + offset);
}

/** A month-end payday, or the 1st of the next month for a payer who mostly pays then. */
function monthEndRule(paidDays: readonly number[]): (year: number, month: number) => number {
  const endPaidDays = paidDays.filter((day) => {
    const payday = halfMonthPaydayOf(day);
    return payday !== null && calendarOf(payday).dayOfMonth !== 15;
  });
  const onTheFirst = endPaidDays.filter((day) => calendarOf(day).dayOfMonth <= 3).length;
  return onTheFirst * 2 > endPaidDays.length
    ? (year, month) => dayOf(year, month + 1, 1)
    : (year, month) => lastDayOfMonth(year, month);
}

/**
 * The first payday after both `asOfDay` and the last paycheck, following the schedule from the
 * last paid date and moved to the bank business day before a weekend or holiday.
 */
export function nextPaydayAfter(frequency: PayFrequency, paidDays: readonly number[], asOfDay: number): number {
  const last = paidDays[paidDays.length - 1];
  if (last === undefined) throw new Error('A pay schedule needs at least one paid date');
  const isNext = (scheduled: number) => paidOn(scheduled) > Math.max(asOfDay, last);
  switch (frequency) {
    case 'WEEKLY':
    case 'BIWEEKLY': {
      // A paycheck moved a day or two early by a holiday does not move the schedule: step from
      // the weekday the payer usually pays on.
      const usual = mode(
        paidDays.map((day) => weekdayOf(day)),
        weekdayOf(last),
      );
      const shift = (usual - weekdayOf(last) + 7) % 7;
      const anchor = shift <= 3 ? last + shift : last;
      const step = frequency === 'WEEKLY' ? 7 : 14;
      let scheduled = anchor + step;
      while (!isNext(scheduled)) scheduled += step;
      return paidOn(scheduled);
    }
    case 'SEMI_MONTHLY': {
      const monthEnd = monthEndRule(paidDays);
      for (const scheduled of monthlySchedule(last, (year, month) => [dayOf(year, month, 15), monthEnd(year, month)])) {
        if (isNext(scheduled)) return paidOn(scheduled);
      }
      break;
    }
    case 'MONTHLY': {
      const aroundMonthEnd = paidDays.every((day) => {
        const payday = halfMonthPaydayOf(day);
        return payday !== null && calendarOf(payday).dayOfMonth !== 15;
      });
      let paydayOf: (year: number, month: number) => number;
      if (aroundMonthEnd) {
        paydayOf = monthEndRule(paidDays);
      } else {
        // Paydays only ever move earlier, so among equally common days of the month the latest is the schedule's.
        const dayOfMonth = mode(
          paidDays.map((day) => calendarOf(day).dayOfMonth),
          -1,
        );
        paydayOf = (year, month) =>
          dayOf(year, month, Math.min(dayOfMonth, calendarOf(dayOf(year, month, 1)).daysInMonth));
      }
      for (const scheduled of monthlySchedule(last, (year, month) => [paydayOf(year, month)])) {
        if (isNext(scheduled)) return paidOn(scheduled);
      }
      break;
    }
  }
  throw new Error('unreachable: a schedule always has a next payday');
}

/** Credits that may be pay: settled, $100 or more, and not a transfer between the member's own accounts. */
function isPaycheckCandidate(entry: HistoryEntry): boolean {
  return !entry.pending && entry.amountCents >= MINIMUM_PAYCHECK_CENTS && entry.category !== 'TRANSFER';
}

/** One payer's credits as recurring income, or null when they are not regular pay. */
function incomeFrom(payer: string, credits: readonly HistoryEntry[], asOfDay: number): RecurringIncome | null {
  if (credits.length < 2) return null;
  const amounts = credits.map((credit) => credit.amountCents);
  const typicalAmountCents = median(amounts);
  if (
    amounts.some(
      (amount) => Math.abs(amount - typicalAmountCents) * 100 > typicalAmountCents * PAYCHECK_TOLERANCE_PERCENT,
    )
  ) {
    return null;
  }
  const paidDays = credits.map((credit) => credit.day);
  const frequency = CADENCES.find((cadence) => fitsCadence(paidDays, cadence));
  if (!frequency) return null;
  return {
    payer,
    frequency,
    typicalAmountCents,
    paychecksSeen: credits.length,
    paidDays,
    monthlyIncomeCents: Math.round((typicalAmountCents * CHECKS_PER_YEAR[frequency]) / 12),
    nextPayday: nextPaydayAfter(frequency, paidDays, asOfDay),
  };
}

/**
 * The member's regular pay: of the payers whose credits fit a schedule, the one bringing in the
 * most a month (ties to the one paid most recently, then by name). Null when none fits.
 */
export function findRecurringIncome(history: readonly HistoryEntry[], asOfDay: number): RecurringIncome | null {
  const byPayer = new Map<string, { payer: string; credits: HistoryEntry[] }>();
  for (const entry of history) {
    if (entry.day > asOfDay || !isPaycheckCandidate(entry)) continue;
    const payer = payerOf(entry);
    const key = payer.toLowerCase();
    const group = byPayer.get(key) ?? { payer, credits: [] };
    group.credits.push(entry);
    byPayer.set(key, group);
  }
  let best: RecurringIncome | null = null;
  for (const { payer, credits } of byPayer.values()) {
    const income = incomeFrom(
      payer,
      [...credits].sort((a, b) => a.day - b.day),
      asOfDay,
    );
    if (income && (!best || ranksAbove(income, best))) best = income;
  }
  return best;
}

function ranksAbove(a: RecurringIncome, b: RecurringIncome): boolean {
  if (a.monthlyIncomeCents !== b.monthlyIncomeCents) return a.monthlyIncomeCents > b.monthlyIncomeCents;
  const lastA = a.paidDays[a.paidDays.length - 1] ?? 0;
  const lastB = b.paidDays[b.paidDays.length - 1] ?? 0;
  if (lastA !== lastB) return lastA > lastB;
  return a.payer < b.payer;
}

// How the underwriting's sentences write figures for the member: dollars with cents and thousands,
// dates as "March 5, 2026", pay schedules in words. The server writes these sentences (they are
// stored with the underwriting), so it cannot lean on the web app's formatters.
import type { PayFrequency } from './recurring-income.ts';

/** "$2,000.00"; a negative amount as "-$25.00". Integer cents only. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A rule's round figure without its cents: "$1,000"; other amounts as formatCents. */
export function formatDollars(cents: number): string {
  const text = formatCents(cents);
  return cents % 100 === 0 ? text.slice(0, -3) : text;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-03-05" as "March 5, 2026". */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

const FREQUENCY_WORDS: Record<PayFrequency, string> = {
  WEEKLY: 'every week',
  BIWEEKLY: 'every two weeks',
  SEMI_MONTHLY: 'twice a month',
  MONTHLY: 'every month',
};

export function frequencyWords(frequency: PayFrequency): string {
  return FREQUENCY_WORDS[frequency];
}

/** "1 day", "19 days"; `noun` is the singular. */
export function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}

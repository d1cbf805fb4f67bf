// How the underwriting's sentences write figures for the member: dollars with cents and thousands
// (the contract's money text), dates as "March 5, 2026", pay schedules in words. The server writes these
// sentences (they are stored with the underwriting), so it cannot lean on the web app's formatters.
import type { PayFrequency } from './recurring-income.ts';

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

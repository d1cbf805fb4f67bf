// How the underwriting's sentences write figures for the member: dollars with cents and thousands
// (the contract's money text), dates as "March 5, 2026" (the contract's formatLongDate), pay schedules in
// words. The server writes these sentences (they are stored with the underwriting).
import type { PayFrequency } from './recurring-income.ts';

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

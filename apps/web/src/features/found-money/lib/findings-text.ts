// The words around the findings' numbers, kept apart from the markup so each rule is tested once.

import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { FoundMoneyFindings } from '@fernleaf/contract/found-money';
import { ApiError } from '../../../lib/api-client';

export const noFeesText = 'No fees in the last 90 days.';
export const noSubscriptionsText = 'No subscriptions or repeating monthly charges in the last 90 days.';
export const findingsFailedText = "Looks like your request couldn't be completed. Please try again.";

/** "Aug 27, 2026 to Nov 24, 2026, at your linked bank" or "... at your 2 linked banks". */
export function periodText({ period, linkedBankCount }: Pick<FoundMoneyFindings, 'period' | 'linkedBankCount'>) {
  const banks = linkedBankCount === 1 ? 'your linked bank' : `your ${linkedBankCount} linked banks`;
  return `${formatMonthDayYear(period.from)} to ${formatMonthDayYear(period.to)}, at ${banks}`;
}

/** "Charged once" or "Charged 3 times". */
export function timesCharged(count: number): string {
  return count === 1 ? 'Charged once' : `Charged ${count} times`;
}

/**
 * An API failure's own words, written for the member (no bank linked says to link one; a lost
 * connection says to check it); anything else, the generic ones.
 */
export function findingsFailureText(error: unknown): string {
  return error instanceof ApiError ? error.description : findingsFailedText;
}

// How the history of advances and repayments reads: signed amounts, status words, and its pages.
import { formatCents } from '@fernleaf/contract/money';

export type ActivityStatus = 'PENDING' | 'COMPLETED' | 'SCHEDULED' | 'FAILED';

export const activityStatusLabels: Record<ActivityStatus, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  SCHEDULED: 'Scheduled',
  FAILED: 'Failed',
};

/** An advance (money to the member) shows '+$50.00'; a repayment '-$25.00'. */
export function signedAmount(cents: number): string {
  return formatCents(cents, { plus: true });
}

/** At least one page, so an empty list reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `page` is 0-based, as the API counts. */
export function pageLabel(page: number, total: number, pageSize: number): string {
  return `Page ${page + 1} of ${pageCount(total, pageSize)}`;
}

export function hasNextPage(page: number, total: number, pageSize: number): boolean {
  return page + 1 < pageCount(total, pageSize);
}

// How the history of advances and repayments reads: signed amounts and status words.
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

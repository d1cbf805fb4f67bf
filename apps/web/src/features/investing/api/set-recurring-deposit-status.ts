import { setRecurringDepositStatus } from '@fernleaf/contract/call-addresses/set-recurring-deposit-status.gen';
import { callApi } from '../../../lib/api-client';

/** Pauses, resumes or cancels the recurring deposit. */
export function changeRecurringStatus(accountId: string, status: 'ACTIVE' | 'PAUSED' | 'CANCELLED') {
  return callApi(setRecurringDepositStatus, { params: { accountId }, body: { status } });
}

import { setRecurringDeposit } from '@fernleaf/contract/call-addresses/set-recurring-deposit.gen';
import type { RecurringDepositBody } from '@fernleaf/contract/investing-lifecycle';
import { callApi } from '../../../lib/api-client';

export function saveRecurringDeposit(accountId: string, body: RecurringDepositBody) {
  return callApi(setRecurringDeposit, { params: { accountId }, body });
}

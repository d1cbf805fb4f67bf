// The account setup's reads and writes (decision 044): the recurring deposit as query options the route
// prefetches, and the writes that set it, change its status and make a one-time deposit. Keys sit under
// the managed account's, so a deposit refreshes its balances too.
import { depositFromLinkedBank } from '@fernleaf/contract/call-addresses/deposit-from-linked-bank.gen';
import { getRecurringDeposit } from '@fernleaf/contract/call-addresses/get-recurring-deposit.gen';
import { setRecurringDeposit } from '@fernleaf/contract/call-addresses/set-recurring-deposit.gen';
import { setRecurringDepositStatus } from '@fernleaf/contract/call-addresses/set-recurring-deposit-status.gen';
import type { RecurringDepositBody } from '@fernleaf/contract/investing-lifecycle';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { managedQueryKeys } from '../../managed/api/managed-queries';

export const recurringDepositQueryKey = (accountId: string) =>
  [...managedQueryKeys.account(accountId), 'recurring-deposit'] as const;

export function recurringDepositQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: recurringDepositQueryKey(accountId),
    queryFn: ({ signal }) => callApi(getRecurringDeposit, { params: { accountId } }, { signal }),
  });
}

export function saveRecurringDeposit(accountId: string, body: RecurringDepositBody) {
  return callApi(setRecurringDeposit, { params: { accountId }, body });
}

export function changeRecurringStatus(accountId: string, status: 'ACTIVE' | 'PAUSED' | 'CANCELLED') {
  return callApi(setRecurringDepositStatus, { params: { accountId }, body: { status } });
}

export function sendBankDeposit(
  accountId: string,
  body: { linkedAccountId: string; amountCents: number },
  idempotencyKey: string,
) {
  return callApi(depositFromLinkedBank, { params: { accountId }, body, idempotencyKey });
}

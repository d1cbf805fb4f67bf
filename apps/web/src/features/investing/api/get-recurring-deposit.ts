import { getRecurringDeposit } from '@fernleaf/contract/call-addresses/get-recurring-deposit.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** The account's recurring deposit (decision 044). */
export function recurringDepositQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: investingQueryKeys.recurringDeposit(accountId),
    queryFn: ({ signal }) => callApi(getRecurringDeposit, { params: { accountId } }, { signal }),
  });
}

import { getTargetBankAccount } from '@fernleaf/contract/call-addresses/get-target-bank-account.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { loadInto } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchTargetBankAccount(options: CallOptions = {}) {
  return loadInto('targetBankAccount', () => callApi(getTargetBankAccount, {}, options));
}

/** The linked account advances are based on, and the other linked checking accounts to choose from. */
export function targetBankAccountQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.targetBankAccount(),
    queryFn: ({ signal }) => fetchTargetBankAccount({ signal }),
  });
}

export function useTargetBankAccount() {
  return useQuery(targetBankAccountQueryOptions());
}

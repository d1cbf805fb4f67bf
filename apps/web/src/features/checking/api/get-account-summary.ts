import { getAccountSummary } from '@fernleaf/contract/call-addresses/get-account-summary.gen';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { accountSummaryQueryKey } from '../../../lib/query-keys/checking-query-keys';

export function fetchAccountSummary(options: CallOptions = {}) {
  return callApi(getAccountSummary, {}, options);
}

/** Every account of the member: checking, its debit card and the linked banks (EXTERNAL_BANK). */
export function accountSummaryQueryOptions() {
  return queryOptions({
    queryKey: accountSummaryQueryKey,
    queryFn: ({ signal }) => fetchAccountSummary({ signal }),
  });
}

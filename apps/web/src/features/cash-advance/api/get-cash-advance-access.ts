import { getCashAdvanceAccess } from '@fernleaf/contract/call-addresses/get-cash-advance-access.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchCashAdvanceAccess(options: CallOptions = {}) {
  return callApi(getCashAdvanceAccess, {}, options);
}

/** Where the member stands: whether advances may be used, and the step that comes next. */
export function cashAdvanceAccessQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.access(),
    queryFn: ({ signal }) => fetchCashAdvanceAccess({ signal }),
    // Redirection reads it to decide where to go: an answer from an earlier visit may be out of date.
    staleTime: 0,
  });
}

export function useCashAdvanceAccess() {
  return useQuery(cashAdvanceAccessQueryOptions());
}

import { getDisbursementAmounts } from '@fernleaf/contract/call-addresses/get-disbursement-amounts.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchDisbursementAmounts(options: CallOptions = {}) {
  return callApi(getDisbursementAmounts, {}, options);
}

/** The amounts the member may ask for now: the range, the step, quick choices and what is available. */
export function disbursementAmountsQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.amounts(),
    queryFn: ({ signal }) => fetchDisbursementAmounts({ signal }),
  });
}

export function useDisbursementAmounts() {
  return useQuery(disbursementAmountsQueryOptions());
}

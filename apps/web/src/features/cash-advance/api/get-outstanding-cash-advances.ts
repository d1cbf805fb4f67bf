import { getOutstandingCashAdvances } from '@fernleaf/contract/call-addresses/get-outstanding-cash-advances.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchOutstandingCashAdvances(options: CallOptions = {}) {
  return callApi(getOutstandingCashAdvances, {}, options);
}

/** Advances not yet repaid, each with its scheduled repayments and how often it may still be moved. */
export function outstandingCashAdvancesQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.outstanding(),
    queryFn: ({ signal }) => fetchOutstandingCashAdvances({ signal }),
  });
}

export function useOutstandingCashAdvances({ enabled = true } = {}) {
  return useQuery({ ...outstandingCashAdvancesQueryOptions(), enabled });
}

import { getRepayment } from '@fernleaf/contract/call-addresses/get-repayment.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchRepayment(repaymentId: string, options: CallOptions = {}) {
  return callApi(getRepayment, { params: { repaymentId } }, options);
}

export function repaymentQueryOptions(repaymentId: string) {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.repayment(repaymentId),
    queryFn: ({ signal }) => fetchRepayment(repaymentId, { signal }),
    // A repayment that is not the member's (404) or not an id (400) stays so: asking again only delays
    // the page that says so.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
  });
}

/** A repayment made now and what is owed now, as the server has them. */
export function useRepayment(repaymentId: string) {
  return useQuery(repaymentQueryOptions(repaymentId));
}

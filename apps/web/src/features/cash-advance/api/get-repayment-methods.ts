import { getRepaymentMethods } from '@fernleaf/contract/call-addresses/get-repayment-methods.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchRepaymentMethods(options: CallOptions = {}) {
  return callApi(getRepaymentMethods, {}, options);
}

/** The ways the member can repay, and the default scheduled repayments collect from. */
export function repaymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.repaymentMethods(),
    queryFn: ({ signal }) => fetchRepaymentMethods({ signal }),
  });
}

export function useRepaymentMethods() {
  return useQuery(repaymentMethodsQueryOptions());
}

import { getFeeRepricing } from '@fernleaf/contract/call-addresses/get-fee-repricing.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchFeeRepricing(options: CallOptions = {}) {
  return callApi(getFeeRepricing, {}, options);
}

/** The member's instant-delivery fee schedule, with any repricing experiment applied. */
export function feeRepricingQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.feeRepricing(),
    queryFn: ({ signal }) => fetchFeeRepricing({ signal }),
  });
}

export function useFeeRepricing() {
  return useQuery(feeRepricingQueryOptions());
}

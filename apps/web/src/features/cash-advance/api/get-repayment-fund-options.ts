import { getRepaymentFundOptions } from '@fernleaf/contract/call-addresses/get-repayment-fund-options.gen';
import type { RepaymentSourceType } from '@fernleaf/contract/cash-advance-repayment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** Where a repayment made now can come from; every type unless `types` narrows it. */
export function fetchRepaymentFundOptions(types?: readonly RepaymentSourceType[], options: CallOptions = {}) {
  return callApi(getRepaymentFundOptions, { query: { types: types?.join(',') } }, options);
}

export function repaymentFundOptionsQueryOptions(types?: readonly RepaymentSourceType[]) {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.fundOptionsOf(types),
    queryFn: ({ signal }) => fetchRepaymentFundOptions(types, { signal }),
  });
}

export function useRepaymentFundOptions(types?: readonly RepaymentSourceType[]) {
  return useQuery(repaymentFundOptionsQueryOptions(types));
}

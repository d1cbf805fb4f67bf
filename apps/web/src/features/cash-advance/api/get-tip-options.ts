import { getTipOptions } from '@fernleaf/contract/call-addresses/get-tip-options.gen';
import { tipSource } from '@fernleaf/contract/cash-advance-pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { useCashAdvanceStore } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** Spec section 3: the tips query is the advance's amount, with the tip source fixed as voluntary. */
export async function fetchTipOptions(cashAdvanceAmount: number, options: CallOptions = {}) {
  const answer = await callApi(getTipOptions, { query: { cashAdvanceAmount, tipSource } }, options);
  useCashAdvanceStore.getState().setTipOptions(answer.tipOptions);
  return answer;
}

/** The voluntary tips offered for an advance of this amount; $0 is the default. */
export function tipOptionsQueryOptions(cashAdvanceAmount: number) {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.tips(cashAdvanceAmount),
    queryFn: ({ signal }) => fetchTipOptions(cashAdvanceAmount, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTipOptions(cashAdvanceAmount: number, { enabled = true } = {}) {
  return useQuery({ ...tipOptionsQueryOptions(cashAdvanceAmount), enabled });
}

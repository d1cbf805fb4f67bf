import { getCashAdvanceInfo } from '@fernleaf/contract/call-addresses.gen';
import type { CashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';
import { useCashAdvanceStore } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/**
 * What the member may take now, what they owe and the next repayment; `null` when the member has no
 * cash-advance account at all (a 404), which the home shows as the start card.
 */
export async function fetchCashAdvanceInfo(options: CallOptions = {}): Promise<CashAdvanceInfo | null> {
  const store = useCashAdvanceStore.getState();
  store.setLoading('cashAdvanceInfoDetail');
  try {
    const info = await callApi(getCashAdvanceInfo, {}, options);
    useCashAdvanceStore.getState().setInfo(info);
    return info;
  } catch (error) {
    useCashAdvanceStore.getState().setLoadFailed('cashAdvanceInfoDetail');
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function cashAdvanceInfoQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.info(),
    queryFn: ({ signal }) => fetchCashAdvanceInfo({ signal }),
  });
}

export function useCashAdvanceInfo() {
  return useQuery(cashAdvanceInfoQueryOptions());
}

import { getCashAdvanceInfo } from '@fernleaf/contract/call-addresses/get-cash-advance-info.gen';
import type { CashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/**
 * What the member may take now, what they owe and the next repayment; `null` when the member has no
 * cash-advance account at all (a 404), which the home shows as the start card.
 */
export async function fetchCashAdvanceInfo(options: CallOptions = {}): Promise<CashAdvanceInfo | null> {
  // The store checks what it keeps with zod: it loads beside the request, so the home's first
  // download carries neither; the request does not wait for it.
  const storeLoading = import('../store');
  const request = callApi(getCashAdvanceInfo, {}, options);
  // Handled below once the store is there; this only keeps an early failure from reading as unhandled.
  request.catch(() => undefined);
  const { useCashAdvanceStore } = await storeLoading;
  useCashAdvanceStore.getState().setLoading('cashAdvanceInfoDetail');
  try {
    const info = await request;
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

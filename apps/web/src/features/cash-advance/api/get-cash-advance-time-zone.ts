import { getCashAdvanceTimeZone } from '@fernleaf/contract/call-addresses/get-cash-advance-time-zone.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { loadInto } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchCashAdvanceTimeZone(options: CallOptions = {}) {
  return loadInto('userTimeZone', () => callApi(getCashAdvanceTimeZone, {}, options));
}

/** The zone cash-advance dates are counted in and "today" there: the dates a member may pick start from it. */
export function cashAdvanceTimeZoneQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.timeZone(),
    queryFn: ({ signal }) => fetchCashAdvanceTimeZone({ signal }),
    // "Today" changes at midnight Eastern; an hour is short enough for a tab left open.
    staleTime: 60 * 60 * 1000,
  });
}

export function useCashAdvanceTimeZone() {
  return useQuery(cashAdvanceTimeZoneQueryOptions());
}

import { getRecentCashAdvances } from '@fernleaf/contract/call-addresses/get-recent-cash-advances.gen';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { loadInto } from '../store';
import { cashAdvanceQueryKeys, type RecentCashAdvancesQuery } from './cash-advance-query-keys';

/** Spec section 9: recent cash advances default to page size 5, from page 0. */
export const recentCashAdvancesDefaults: RecentCashAdvancesQuery = {
  pageNumber: 0,
  pageSize: 5,
  includeApplication: false,
  includePendingPayment: true,
  filterType: 'ALL',
  filterSuccess: false,
};

const flag = (value: boolean) => (value ? 'true' : 'false');

export function fetchRecentCashAdvances(query: Partial<RecentCashAdvancesQuery> = {}, options: CallOptions = {}) {
  const full = { ...recentCashAdvancesDefaults, ...query };
  return loadInto('recentCashAdvance', () =>
    callApi(
      getRecentCashAdvances,
      {
        query: {
          pageNumber: full.pageNumber,
          pageSize: full.pageSize,
          includeApplication: flag(full.includeApplication),
          includePendingPayment: flag(full.includePendingPayment),
          filterType: full.filterType,
          filterSuccess: flag(full.filterSuccess),
        },
      },
      options,
    ),
  );
}

export function recentCashAdvancesQueryOptions(query: Partial<RecentCashAdvancesQuery> = {}) {
  const full = { ...recentCashAdvancesDefaults, ...query };
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.recentPage(full),
    queryFn: ({ signal }) => fetchRecentCashAdvances(full, { signal }),
    // The previous page stays on screen while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

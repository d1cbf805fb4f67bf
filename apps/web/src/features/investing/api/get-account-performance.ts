import { getAccountPerformance } from '@fernleaf/contract/call-addresses/get-account-performance.gen';
import type { PerformanceRange } from '@fernleaf/contract/investing-performance';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** The account's past performance for a range (decision 046). */
export function performanceQueryOptions(accountId: string, range: PerformanceRange) {
  return queryOptions({
    queryKey: investingQueryKeys.performance(accountId, range),
    queryFn: ({ signal }) => callApi(getAccountPerformance, { params: { accountId }, query: { range } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

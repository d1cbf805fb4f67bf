// The account's past performance for a range, kept under the account's key so a transfer refreshes it.
import { getAccountPerformance } from '@fernleaf/contract/call-addresses/get-account-performance.gen';
import type { PerformanceRange } from '@fernleaf/contract/investing-performance';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { managedQueryKeys } from '../../managed/api/managed-queries';

export function performanceQueryOptions(accountId: string, range: PerformanceRange) {
  return queryOptions({
    queryKey: [...managedQueryKeys.account(accountId), 'performance', range] as const,
    queryFn: ({ signal }) => callApi(getAccountPerformance, { params: { accountId }, query: { range } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

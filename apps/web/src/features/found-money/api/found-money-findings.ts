import { getFoundMoneyFindings } from '@fernleaf/contract/call-addresses/get-found-money-findings.gen';
import type { FoundMoneyFindings } from '@fernleaf/contract/found-money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';

export const foundMoneyFindingsQueryKey = ['found-money', 'findings'] as const;

export function fetchFoundMoneyFindings(options: CallOptions = {}): Promise<FoundMoneyFindings> {
  return callApi(getFoundMoneyFindings, {}, options);
}

/**
 * A refusal (no bank linked: 409) answers the same however often it is asked, so only a lost
 * connection or a server failure is tried again before the member sees the error.
 */
export function retryTransientFailure(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 2;
}

export function foundMoneyFindingsQueryOptions() {
  return queryOptions({
    queryKey: foundMoneyFindingsQueryKey,
    queryFn: ({ signal }) => fetchFoundMoneyFindings({ signal }),
    retry: retryTransientFailure,
  });
}

export function useFoundMoneyFindings() {
  return useQuery(foundMoneyFindingsQueryOptions());
}

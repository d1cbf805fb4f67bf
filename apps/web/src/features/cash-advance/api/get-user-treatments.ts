import { getUserTreatments } from '@fernleaf/contract/call-addresses/get-user-treatments.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchUserTreatments(experimentNames?: string[], options: CallOptions = {}) {
  return callApi(getUserTreatments, { body: experimentNames ? { experimentNames } : {} }, options);
}

/** The member's experiment groups: assigned the same way every time, so they are cached for the session. */
export function userTreatmentsQueryOptions(experimentNames?: string[]) {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.userTreatments(experimentNames),
    queryFn: ({ signal }) => fetchUserTreatments(experimentNames, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUserTreatments(experimentNames?: string[]) {
  return useQuery(userTreatmentsQueryOptions(experimentNames));
}

import { getIdentityTrustInterview } from '@fernleaf/contract/call-addresses/get-identity-trust-interview.gen';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';

export const identityTrustQueryKeys = {
  interview: (interviewId: string) => ['identity-trust', 'interview', interviewId] as const,
};

export function fetchIdentityTrustInterview(interviewId: string, options: CallOptions = {}) {
  return callApi(getIdentityTrustInterview, { params: { interviewId } }, options);
}

export function identityTrustInterviewQueryOptions(interviewId: string) {
  return queryOptions({
    queryKey: identityTrustQueryKeys.interview(interviewId),
    queryFn: ({ signal }) => fetchIdentityTrustInterview(interviewId, { signal }),
    // A check that is not there (or not this member's) will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

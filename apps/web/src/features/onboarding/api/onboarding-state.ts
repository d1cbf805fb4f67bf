import { getOnboardingState } from '@fernleaf/contract/call-addresses/get-onboarding-state.gen';
import type { OnboardingState } from '@fernleaf/contract/onboarding';
import type { OnboardingFlow } from '@fernleaf/contract/onboarding-flows';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { onboardingQueryKeys } from '../../../lib/query-keys/onboarding-query-keys';

export function fetchOnboardingState(
  body: { flow?: OnboardingFlow; visiting?: string; completed?: string },
  options: CallOptions = {},
): Promise<OnboardingState> {
  return callApi(getOnboardingState, { body }, options);
}

/** Where the member stands; without a flow, the member's unfinished one (resuming on any device). */
export function onboardingStateQueryOptions(flow?: OnboardingFlow, visiting?: string) {
  return queryOptions({
    queryKey: onboardingQueryKeys.state(flow, visiting),
    // Abortable, as spec section 7 says: leaving the step cancels the request.
    queryFn: ({ signal }) =>
      fetchOnboardingState({ ...(flow ? { flow } : {}), ...(visiting ? { visiting } : {}) }, { signal }),
    staleTime: 0,
  });
}

/** Records a product step as done and answers the new state, which says where to go next. */
export function useCompleteStep(flow: OnboardingFlow) {
  return useMutation({ mutationFn: (completed: string) => fetchOnboardingState({ flow, completed }) });
}

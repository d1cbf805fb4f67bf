import { getOnboardingQualification } from '@fernleaf/contract/call-addresses/get-onboarding-qualification.gen';
import type { Qualification } from '@fernleaf/contract/cash-advance-onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { useCashAdvanceStore } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** The member's latest underwriting, or `null` before the first (the server answers null). */
export async function fetchOnboardingQualification(options: CallOptions = {}): Promise<Qualification | null> {
  const store = useCashAdvanceStore.getState();
  store.setLoading('onboardingQualification');
  try {
    const qualification = await callApi(getOnboardingQualification, {}, options);
    // Before the first underwriting there is none: loaded, with nothing in it.
    if (qualification) useCashAdvanceStore.getState().setLoaded('onboardingQualification', qualification);
    else useCashAdvanceStore.setState({ onboardingQualification: { loading: false, data: null } });
    return qualification;
  } catch (error) {
    useCashAdvanceStore.getState().setLoadFailed('onboardingQualification');
    throw error;
  }
}

export function onboardingQualificationQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.qualification(),
    queryFn: ({ signal }) => fetchOnboardingQualification({ signal }),
  });
}

export function useOnboardingQualification() {
  return useQuery(onboardingQualificationQueryOptions());
}

import { getOnboardingQualification, type Qualification } from '@fernleaf/contract/cash-advance-onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';
import { useCashAdvanceStore } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** The member's latest underwriting, or `null` before the first (the server answers 404). */
export async function fetchOnboardingQualification(options: CallOptions = {}): Promise<Qualification | null> {
  const store = useCashAdvanceStore.getState();
  store.setLoading('onboardingQualification');
  try {
    const qualification = await callApi(getOnboardingQualification, {}, options);
    useCashAdvanceStore.getState().setLoaded('onboardingQualification', qualification);
    return qualification;
  } catch (error) {
    useCashAdvanceStore.getState().setLoadFailed('onboardingQualification');
    if (error instanceof ApiError && error.status === 404) return null;
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

import { checkEligibilityIntentV2 } from '@fernleaf/contract/call-addresses/check-eligibility-intent-v2.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { type EligibilityRequest, eligibilityChecked } from './check-eligibility';

/** The same underwriting for a member a partner or a product page sent (the intent flow). */
export function checkIntentEligibility(body: EligibilityRequest = {}, options: CallOptions = {}) {
  return callApi(checkEligibilityIntentV2, { body: { flow: 'INTENT', ...body } }, options);
}

export function useCheckIntentEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EligibilityRequest = {}) => checkIntentEligibility(body),
    onSuccess: (answer) => eligibilityChecked(queryClient, answer),
  });
}

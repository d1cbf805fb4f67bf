import { useOnboardingStore } from '../../../../lib/onboarding-flow-store';
import { useCheckEligibility } from '../../api/check-eligibility';
import { useCheckIntentEligibility } from '../../api/check-eligibility-intent';

/** Underwriting for this member's flow: the intent one when a partner or a product page sent them. */
export function useUnderwrite() {
  const intent = useOnboardingStore((state) => state.isIntentFlow);
  const organic = useCheckEligibility();
  const intentCheck = useCheckIntentEligibility();
  return intent ? intentCheck : organic;
}

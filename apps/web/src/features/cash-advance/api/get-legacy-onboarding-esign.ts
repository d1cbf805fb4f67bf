import { getLegacyOnboardingEsign } from '@fernleaf/contract/call-addresses/get-legacy-onboarding-esign.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/**
 * Spec section 7's older interface to the cash advance's onboarding agreements (productName INSTACASH).
 * The screens use the newer POST /cash-advance/onboarding/esigns; this stays for callers of the old one.
 */
export function fetchLegacyOnboardingEsign({ idempotencyKey }: { idempotencyKey: string }, options: CallOptions = {}) {
  return callApi(getLegacyOnboardingEsign, { body: { productName: 'INSTACASH' }, idempotencyKey }, options);
}

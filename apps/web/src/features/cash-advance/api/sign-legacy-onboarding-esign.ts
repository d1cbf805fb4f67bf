import { signLegacyOnboardingEsign } from '@fernleaf/contract/call-addresses/sign-legacy-onboarding-esign.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Signs the cash advance's onboarding agreements through the older interface (productName INSTACASH). */
export function signLegacyOnboardingAgreements(
  { documentIds, idempotencyKey }: { documentIds: string[]; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(
    signLegacyOnboardingEsign,
    { body: { productName: 'INSTACASH', documentIds }, idempotencyKey },
    options,
  );
}

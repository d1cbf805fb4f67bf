import { createOnboardingEsigns } from '@fernleaf/contract/call-addresses/create-onboarding-esigns.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/**
 * The agreements to sign for an underwriting: made once and answered again unless `forceRefresh`,
 * so a reload shows the same documents with their signatures.
 */
export function fetchOnboardingEsigns(
  {
    underwritingTransactionId,
    leadGenTransactionId,
    idempotencyKey,
    forceRefresh = false,
  }: {
    underwritingTransactionId: string;
    leadGenTransactionId?: string | undefined;
    idempotencyKey: string;
    forceRefresh?: boolean;
  },
  options: CallOptions = {},
) {
  return callApi(
    createOnboardingEsigns,
    { body: { underwritingTransactionId, leadGenTransactionId, forceRefresh }, idempotencyKey },
    options,
  );
}

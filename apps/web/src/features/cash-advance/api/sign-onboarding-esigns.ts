import { signOnboardingEsigns } from '@fernleaf/contract/call-addresses/sign-onboarding-esigns.gen';
import type { OnboardingEsigns } from '@fernleaf/contract/cash-advance-onboarding';
import { type CallOptions, callApi } from '../../../lib/api-client';

/**
 * Signs the agreements: every mandatory one the member accepted, and the optional ones they chose.
 * The document list and tier come from the answer the documents were shown from.
 */
export function signOnboardingAgreements(
  {
    esigns,
    acceptedIds,
    idempotencyKey,
  }: { esigns: OnboardingEsigns; acceptedIds: readonly string[]; idempotencyKey: string },
  options: CallOptions = {},
) {
  const signature = (document: { documentId: string; isEsigned: boolean }) => ({
    documentId: document.documentId,
    isEsigned: document.isEsigned || acceptedIds.includes(document.documentId),
  });
  return callApi(
    signOnboardingEsigns,
    {
      body: {
        underwritingTransactionId: esigns.underwritingTransactionId,
        leadGenTransactionId: esigns.leadGenTransactionId,
        mandatoryEsignDocuments: esigns.mandatoryEsignDocuments.map(signature),
        optionalEsignDocuments: esigns.optionalEsignDocuments.map(signature),
        icTrialTier: esigns.icTrialTier,
      },
      idempotencyKey,
    },
    options,
  );
}

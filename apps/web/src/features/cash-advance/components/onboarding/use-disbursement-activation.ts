// Turning Cash Advance on at the end of onboarding: the cash-advance account (once), the agreements
// for the underwriting (made once, shown again on reload), their signatures, then the subscription,
// whose outcome is tracked as success, timeout or fail (spec section 4).
import type { OnboardingEsigns } from '@fernleaf/contract/cash-advance-onboarding';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { cashAdvanceQueryKeys } from '../../api/cash-advance-query-keys';
import { openCashAdvanceAccount } from '../../api/create-ml-lite-account';
import { fetchOnboardingEsigns } from '../../api/create-onboarding-esigns';
import { fetchOnboardingQualification } from '../../api/get-onboarding-qualification';
import { signOnboardingAgreements } from '../../api/sign-onboarding-esigns';
import { invalidateSubscription, subscribe } from '../../api/subscribe-to-cash-advance';
import { useCashAdvanceStore } from '../../store';

export type ActivationPhase =
  | { step: 'idle' }
  | { step: 'signing' }
  | { step: 'subscribing' }
  | { step: 'done' }
  /** No answer in time: advances may be on already; trying again sends the same request. */
  | { step: 'timeout' }
  | { step: 'failed'; message: string };

const genericFailure = "We couldn't turn on Cash Advance. Please try again.";

/** The underwriting to subscribe with: the latest one, else the one this tab kept from the eligibility check. */
async function underwritingId(): Promise<string | null> {
  const qualification = await fetchOnboardingQualification();
  if (qualification && qualification.status !== 'DENIED') return qualification.underwritingTransactionId;
  return useCashAdvanceStore.getState().bestBankEligibility?.underwritingTransactionId ?? null;
}

/** `leadGenTransactionId`: the partner's lead that brought the member, if any (the route reads it). */
export function useDisbursementActivation(onActive: () => Promise<void>, leadGenTransactionId?: string | undefined) {
  const queryClient = useQueryClient();
  const [keys] = useState(() => ({
    account: createSubmissionKeys(),
    esigns: createSubmissionKeys(),
    sign: createSubmissionKeys(),
    subscribe: createSubmissionKeys(),
  }));
  const [phase, setPhase] = useState<ActivationPhase>({ step: 'idle' });

  // The account and the documents are made once and answered again: preparing twice is harmless.
  const prepared = useQuery({
    queryKey: [...cashAdvanceQueryKeys.all, 'activation'],
    // Null without a qualifying underwriting: the member has a bank to link first.
    queryFn: async (): Promise<OnboardingEsigns | null> => {
      const underwritingTransactionId = await underwritingId();
      if (!underwritingTransactionId) return null;
      await openCashAdvanceAccount({
        underwritingTransactionId,
        idempotencyKey: keys.account.keyFor(underwritingTransactionId),
      });
      keys.account.settle();
      const request = { underwritingTransactionId, leadGenTransactionId };
      const esigns = await fetchOnboardingEsigns({ ...request, idempotencyKey: keys.esigns.keyFor(request) });
      keys.esigns.settle();
      return esigns;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  async function activate(acceptedIds: readonly string[]) {
    const esigns = prepared.data;
    if (!esigns) return;
    const unsigned = [...esigns.mandatoryEsignDocuments, ...esigns.optionalEsignDocuments].filter(
      (document) => !document.isEsigned && acceptedIds.includes(document.documentId),
    );
    if (unsigned.length > 0) {
      setPhase({ step: 'signing' });
      const request = { esigns, acceptedIds: [...acceptedIds].sort() };
      try {
        const signed = await signOnboardingAgreements({ ...request, idempotencyKey: keys.sign.keyFor(request) });
        keys.sign.settle();
        queryClient.setQueryData([...cashAdvanceQueryKeys.all, 'activation'], signed);
      } catch (error) {
        // The key stays until it succeeds: the server keeps nothing of a failure.
        const reason = error instanceof ApiError ? ` ${error.description}` : '';
        setPhase({ step: 'failed', message: `We couldn't sign your agreements.${reason}` });
        return;
      }
    }

    setPhase({ step: 'subscribing' });
    const { underwritingTransactionId } = esigns;
    const result = await subscribe({
      underwritingTransactionId,
      idempotencyKey: keys.subscribe.keyFor(underwritingTransactionId),
    });
    // A success, or an answer that is not one, settles the key; after an error or no answer, trying again is
    // the same request with the same key (the server keeps nothing of a failure and replays a success).
    if (result.outcome === 'success' || !result.error) keys.subscribe.settle();
    if (result.outcome === 'success') {
      setPhase({ step: 'done' });
      await invalidateSubscription(queryClient);
      await onActive();
      return;
    }
    if (result.outcome === 'timeout') {
      setPhase({ step: 'timeout' });
      return;
    }
    setPhase({ step: 'failed', message: result.error?.description ?? genericFailure });
  }

  return { prepared, phase, activate };
}

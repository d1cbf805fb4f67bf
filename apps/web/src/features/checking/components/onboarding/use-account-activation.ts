// Opening the checking account from the activation step: sign the agreements the member accepted,
// then create the account, with the outcome rule of spec section 4.
import { errorCodes } from '@fernleaf/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { checkingQueryKeys } from '../../../../lib/query-keys/checking-query-keys';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { openCheckingAccount } from '../../api/create-checking-account';
import { fetchCheckingAccountInfo } from '../../api/get-checking-account-info';
import { signBankingAgreements } from '../../api/sign-banking-esign';

export type ActivationPhase =
  | { step: 'idle' }
  | { step: 'signing' }
  | { step: 'opening' }
  | { step: 'opened' }
  /** Processing, or no answer in time: the account may still open. */
  | { step: 'timeout' }
  | { step: 'failed'; message: string }
  /** The server opens checking only once the member's identity check has passed. */
  | { step: 'identity-required'; message: string };

const genericFailure = "We couldn't open your account. Please try again.";

function answered(error: unknown): boolean {
  return !(error instanceof ApiError && error.status === noResponseStatus);
}

/** `onOpened` says where the member goes once the account is open: checking's own flow activates the card next. */
export function useAccountActivation(onOpened?: () => Promise<void>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profile = useAuthStore((state) => state.user);
  const [phase, setPhase] = useState<ActivationPhase>({ step: 'idle' });
  const [signKeys] = useState(createSubmissionKeys);
  const [createKeys] = useState(createSubmissionKeys);

  async function opened() {
    setPhase({ step: 'opened' });
    // An open account changes what other areas offer too (the cash advance's instant destination,
    // the home's summary): every answer kept in the cache is asked for again when next shown.
    await queryClient.invalidateQueries();
    await (onOpened ? onOpened() : navigate({ to: '/onboarding/roarmoney/activate-card' }));
  }

  async function activate({ documentIdsToSign, addressId }: { documentIdsToSign: string[]; addressId: string }) {
    // After "still processing" the account may have opened since: look before asking again.
    if (phase.step === 'timeout') {
      const existing = await fetchCheckingAccountInfo().catch(() => null);
      if (existing) return opened();
    }

    if (documentIdsToSign.length > 0) {
      setPhase({ step: 'signing' });
      try {
        await signBankingAgreements({
          documentIds: documentIdsToSign,
          idempotencyKey: signKeys.keyFor(documentIdsToSign),
        });
        signKeys.settle();
        await queryClient.invalidateQueries({ queryKey: checkingQueryKeys.esign() });
      } catch (error) {
        if (answered(error)) signKeys.settle();
        const reason = error instanceof ApiError ? ` ${error.description}` : '';
        setPhase({ step: 'failed', message: `We couldn't sign your agreements.${reason}` });
        return;
      }
    }

    setPhase({ step: 'opening' });
    const request = { addressId };
    let result: Awaited<ReturnType<typeof openCheckingAccount>>;
    try {
      result = await openCheckingAccount({ profile, addressId, idempotencyKey: createKeys.keyFor(request) });
    } catch (error) {
      // MISSING_VALUES: nothing was sent.
      setPhase({ step: 'failed', message: error instanceof ApiError ? error.description : genericFailure });
      return;
    }
    // An answer (Created, Processing or an error) settles the key; a request left without one keeps
    // it, so trying again cannot open a second account.
    if (result.outcome === 'success' || !result.error || answered(result.error)) createKeys.settle();
    if (result.outcome === 'success') return opened();
    if (result.outcome === 'timeout') return setPhase({ step: 'timeout' });
    if (result.error?.code === errorCodes.ONBOARDING_STEP_REQUIRED) {
      return setPhase({ step: 'identity-required', message: result.error.description });
    }
    setPhase({ step: 'failed', message: result.error?.description ?? genericFailure });
  }

  return { phase, activate, profile };
}

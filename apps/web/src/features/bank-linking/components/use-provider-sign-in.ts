import type { LinkSession } from '@fernleaf/contract/bank';
import { type ProviderLoginResult, providerLogin, providerMfa } from '@fernleaf/contract/sandbox-bank';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { FormErrorMessages } from '../../../lib/form/form-errors';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { signInAtProvider } from '../api/provider-login';
import { answerProviderMfa } from '../api/provider-mfa';
import { type LinkEvent, recordLinkEvent } from '../api/record-link-event';

export type ProviderSignInStep =
  | { kind: 'credentials' }
  | { kind: 'mfa'; prompt: string }
  | { kind: 'failed'; message: string };

export interface ProviderSignInApi {
  signIn: typeof signInAtProvider;
  answerMfa: typeof answerProviderMfa;
  recordEvent: typeof recordLinkEvent;
}

const httpApi: ProviderSignInApi = {
  signIn: signInAtProvider,
  answerMfa: answerProviderMfa,
  recordEvent: recordLinkEvent,
};

const failedFallback = 'Your bank could not link your account. Start again to try once more.';

/**
 * The sign-in at the member's bank as a provider's screen runs it: credentials, then a code when the
 * bank asks for one, with the provider's own messages for a wrong password and a closed session.
 * Each step is recorded through the provider's event call. `onAuthorized` takes over on success.
 */
export function useProviderSignIn({
  session,
  onAuthorized,
  api = httpApi,
}: {
  session: Pick<LinkSession, 'linkSessionId' | 'source'>;
  onAuthorized(result: ProviderLoginResult): Promise<void> | void;
  api?: ProviderSignInApi;
}) {
  const [step, setStep] = useState<ProviderSignInStep>({ kind: 'credentials' });
  const credentialsForm = useContractForm({
    schema: providerLogin.body,
    initialValues: { username: '', password: '' },
  });
  const codeForm = useContractForm({ schema: providerMfa.body, initialValues: { code: '' } });
  /** The provider's message about the last try, e.g. a wrong password. */
  const [notice, setNotice] = useState<string | null>(null);
  const { linkSessionId, source } = session;

  const record = (event: Omit<LinkEvent, 'linkSessionId'>) => void api.recordEvent(source, { linkSessionId, ...event });

  // Recorded once per screen, even when React runs effects twice in development.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen opens once per session.
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    record({ eventName: 'OPEN' });
  }, [linkSessionId]);

  async function handle(result: ProviderLoginResult) {
    if (result.status === 'AUTHORIZED') {
      await onAuthorized(result);
      return;
    }
    if (result.status === 'MFA_REQUIRED') {
      setNotice(null);
      setStep({ kind: 'mfa', prompt: result.message ?? 'Enter the verification code your bank sent you.' });
      return;
    }
    const message = result.message ?? failedFallback;
    record({ eventName: 'ERROR', errorCode: result.status, errorMessage: message });
    if (result.status === 'FAILED') setStep({ kind: 'failed', message });
    else setNotice(message);
  }

  // A failed call is shown on the step's form and recorded through the provider's event call.
  async function run(form: { showServerErrors(error: unknown): FormErrorMessages }, action: () => Promise<void>) {
    try {
      await action();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'CLIENT_ERROR';
      const placed = form.showServerErrors(error);
      record({ eventName: 'ERROR', errorCode: code, errorMessage: Object.values(placed)[0] ?? '' });
    }
  }

  const submitCredentials = credentialsForm.submit(async (body) => {
    setNotice(null);
    record({ eventName: 'SUBMIT_CREDENTIALS' });
    await run(credentialsForm, async () => handle(await api.signIn(linkSessionId, body)));
  });

  const submitCode = codeForm.submit(async (body) => {
    setNotice(null);
    record({ eventName: 'SUBMIT_MFA' });
    await run(codeForm, async () => handle(await api.answerMfa(linkSessionId, body.code)));
  });

  /** The member left the provider's screen without finishing. */
  function exit() {
    record({ eventName: 'EXIT' });
  }

  const form = step.kind === 'mfa' ? codeForm : credentialsForm;
  return {
    step,
    credentialsForm,
    codeForm,
    /** The whole step's failure, shown once above the step's form. */
    formError: form.formError,
    notice,
    busy: credentialsForm.submitting || codeForm.submitting,
    submitCredentials,
    submitCode,
    exit,
  };
}

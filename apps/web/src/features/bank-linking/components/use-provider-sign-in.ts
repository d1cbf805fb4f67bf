import type { LinkSession } from '@fernleaf/contract/bank';
import { type ProviderLoginResult, providerLogin, providerMfa } from '@fernleaf/contract/sandbox-bank';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../../lib/form-errors';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The provider's message about the last try, e.g. a wrong password. */
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'CLIENT_ERROR';
      const fields = fieldErrorsFromApi(error);
      record({ eventName: 'ERROR', errorCode: code, errorMessage: Object.values(fields)[0] ?? '' });
      setErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  function submitCredentials(values: { username: string; password: string }) {
    const checked = validateWith(providerLogin.body, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return Promise.resolve();
    }
    setNotice(null);
    record({ eventName: 'SUBMIT_CREDENTIALS' });
    return run(async () => handle(await api.signIn(linkSessionId, checked.value)));
  }

  function submitCode(code: string) {
    const checked = validateWith(providerMfa.body, { code });
    if (!checked.ok) {
      setErrors(checked.errors);
      return Promise.resolve();
    }
    setNotice(null);
    record({ eventName: 'SUBMIT_MFA' });
    return run(async () => handle(await api.answerMfa(linkSessionId, checked.value.code)));
  }

  /** The member left the provider's screen without finishing. */
  function exit() {
    record({ eventName: 'EXIT' });
  }

  return { step, errors, notice, busy, submitCredentials, submitCode, exit };
}

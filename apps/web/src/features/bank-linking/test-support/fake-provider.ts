// The sandbox provider's sign-in rules as the fake server answers them: the printed credentials
// sign in, the MFA user is asked for a code, anything else is a wrong password. `failAfter` closes
// the session after that many wrong passwords, as providers do.
import type { BankSource } from '@fernleaf/contract/bank';
import type { ProviderLoginResult } from '@fernleaf/contract/sandbox-bank';
import { aLinkedBankSummary, aLinkSession, bankId, linkSessionId } from '../../../ui/test-support/bank-fixtures';
import type { FakeHandler } from './fake-api';

export const wrongPasswordMessage = 'The username or password you entered is incorrect.';
export const mfaPrompt = 'Enter the verification code we sent to your device.';
export const publicToken = 'public-sandbox-7f3a';

const loginSuccessPaths: Record<BankSource, string> = {
  PLAID: '/api/bank/linking/plaid/login-success',
  FINICITY: '/api/bank/linking/finicity/login-success',
  AKOYA: '/api/bank/linking/akoya/login-success',
};
const linkEventPaths: Record<BankSource, string> = {
  PLAID: '/api/bank/linking/plaid/link-event',
  FINICITY: '/api/bank/linking/finicity/connect-event',
  AKOYA: '/api/bank/linking/akoya/link-event',
};

export function linkEventRoute(source: BankSource): string {
  return `POST ${linkEventPaths[source]}`;
}

export function loginSuccessRoute(source: BankSource): string {
  return `POST ${loginSuccessPaths[source]}`;
}

export const providerLoginRoute = `POST /api/sandbox/bank/link-sessions/${linkSessionId}/login`;
export const providerMfaRoute = `POST /api/sandbox/bank/link-sessions/${linkSessionId}/mfa`;

export function fakeProvider(source: BankSource, { failAfter = Number.POSITIVE_INFINITY } = {}) {
  const session = aLinkSession({ source });
  const { credentials } = session;
  let wrongTries = 0;
  const result = (overrides: Partial<ProviderLoginResult>): { data: ProviderLoginResult } => ({
    data: { status: 'AUTHORIZED', message: null, publicToken: null, redirectUrl: null, ...overrides },
  });
  const authorized = () =>
    source === 'AKOYA'
      ? result({ redirectUrl: `/bv-callback/akoya?code=code-1&state=${session.linkSessionId}` })
      : result({ publicToken });

  const routes: Record<string, FakeHandler> = {
    [providerLoginRoute]: ({ body }) => {
      const { username, password } = body as { username: string; password: string };
      if (password === credentials.password && username === credentials.username) return authorized();
      if (password === credentials.password && username === credentials.mfaUsername) {
        return result({ status: 'MFA_REQUIRED', message: mfaPrompt });
      }
      wrongTries += 1;
      if (wrongTries >= failAfter) {
        return result({ status: 'FAILED', message: 'Too many attempts. This session is closed.' });
      }
      return result({ status: 'INVALID_CREDENTIALS', message: wrongPasswordMessage });
    },
    [providerMfaRoute]: ({ body }) =>
      (body as { code: string }).code === credentials.mfaCode
        ? authorized()
        : result({ status: 'INVALID_CREDENTIALS', message: 'That code is not right.' }),
    [`GET /api/sandbox/bank/link-sessions/${session.linkSessionId}`]: () => ({ data: session }),
    [linkEventRoute(source)]: () => ({ data: { recorded: true } }),
    [loginSuccessRoute(source)]: () => ({
      data: aLinkedBankSummary({ id: bankId, source, institutionName: session.institution.name }),
    }),
  };
  return { session, routes };
}

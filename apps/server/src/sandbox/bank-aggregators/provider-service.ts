// The sandbox provider's side of a link session: its sign-in screen shows the session, checks the
// member's bank username and password (and MFA code), and hands back a one-time token, as Plaid,
// Finicity and Akoya do. The product only ever sees the token, through its login-success calls. The
// session itself is the product's, reached through ProviderSessions (provider-sessions.ts).
import type { BankSource, LinkSession } from '@fernleaf/contract/bank';
import { errorCodes } from '@fernleaf/contract/errors';
import { type ProviderLoginResult, providerMaxLoginAttempts } from '@fernleaf/contract/sandbox-bank';
import type { BankAggregator } from '../../modules/bank/aggregator.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ProviderSession, ProviderSessions } from './provider-sessions.ts';

const lockedMessage =
  'For your security, sign-in is locked after too many failed attempts. Close this window and start again.';
const expiredMessage = 'This sign-in has timed out. Close this window and start again.';
const closedMessage = 'This sign-in was closed. Close this window and start again.';
const wrongCodeMessage = 'That code is not right. Check it and try again.';

const linkSessionNotFound = () => notFound('That bank link session');

export async function showSessionAtProvider(
  sessions: ProviderSessions,
  memberId: string,
  linkSessionId: string,
  now: Date,
): Promise<LinkSession> {
  const session = await sessions.show(memberId, linkSessionId, now);
  if (!session) throw linkSessionNotFound();
  return session;
}

export async function signInAtProvider(
  sessions: ProviderSessions,
  aggregator: BankAggregator,
  memberId: string,
  attempt: { linkSessionId: string; username: string; password: string },
  now: Date,
): Promise<ProviderLoginResult> {
  const session = await findSigningInSession(sessions, memberId, attempt.linkSessionId, now);
  if ('result' in session) return session.result;

  const check = await aggregator.checkLogin(session.source, attempt);
  const username = attempt.username.trim().toLowerCase();
  switch (check.outcome) {
    case 'SUCCESS':
      return authorize(sessions, session, username);
    case 'MFA_REQUIRED':
      // The username is kept now: the accounts found after the code follow from it.
      if (!(await sessions.askForCode(session.id, username))) throw sessionMovedOn();
      return { status: 'MFA_REQUIRED', message: check.prompt, publicToken: null, redirectUrl: null };
    case 'INVALID_CREDENTIALS':
      return countFailure(sessions, session, {
        status: 'INVALID_CREDENTIALS',
        message: check.message,
        publicToken: null,
        redirectUrl: null,
      });
  }
}

export async function answerMfaAtProvider(
  sessions: ProviderSessions,
  aggregator: BankAggregator,
  memberId: string,
  attempt: { linkSessionId: string; code: string },
  now: Date,
): Promise<ProviderLoginResult> {
  const session = await findSigningInSession(sessions, memberId, attempt.linkSessionId, now);
  if ('result' in session) return session.result;
  if (session.status !== 'MFA_REQUIRED' || !session.providerUsername) {
    throw new AppError(
      409,
      errorCodes.VALIDATION_FAILED,
      'Sign in first',
      'Enter your username and password before the verification code.',
    );
  }
  if (!(await aggregator.checkMfa(session.source, attempt.code))) {
    // The session stays MFA_REQUIRED, so the screen stays on the code step and shows the reason.
    return countFailure(sessions, session, {
      status: 'INVALID_CREDENTIALS',
      message: wrongCodeMessage,
      publicToken: null,
      redirectUrl: null,
    });
  }
  return authorize(sessions, session, session.providerUsername);
}

/**
 * The member's session, if it still takes a sign-in; otherwise the answer the provider's screen
 * shows instead (FAILED for an expired or closed one).
 */
async function findSigningInSession(
  sessions: ProviderSessions,
  memberId: string,
  linkSessionId: string,
  now: Date,
): Promise<ProviderSession | { result: ProviderLoginResult }> {
  const session = await sessions.find(memberId, linkSessionId, now);
  if (!session) throw linkSessionNotFound();
  const status = session.effectiveStatus;
  if (status === 'FAILED') {
    const message =
      session.status !== 'FAILED'
        ? expiredMessage
        : session.failedAttempts >= providerMaxLoginAttempts
          ? lockedMessage
          : closedMessage;
    return { result: failed(message) };
  }
  if (status === 'AUTHORIZED' || status === 'LINKED') {
    throw new AppError(
      409,
      errorCodes.VALIDATION_FAILED,
      'Already signed in',
      'You already signed in at your bank for this link. Return to the app to finish.',
    );
  }
  return session;
}

/** Counts the failure; answers `retry` while attempts remain, FAILED once the session is locked. */
async function countFailure(
  sessions: ProviderSessions,
  session: ProviderSession,
  retry: ProviderLoginResult,
): Promise<ProviderLoginResult> {
  const status = await sessions.countFailure(session.id, providerMaxLoginAttempts);
  if (!status) throw sessionMovedOn();
  return status === 'FAILED' ? failed(lockedMessage) : retry;
}

async function authorize(
  sessions: ProviderSessions,
  session: ProviderSession,
  username: string,
): Promise<ProviderLoginResult> {
  const token = await sessions.authorize(session.id, username);
  if (!token) throw sessionMovedOn();
  return {
    status: 'AUTHORIZED',
    message: null,
    ...handBack(session.source, session.id, token),
  };
}

/** Akoya style sends the browser back to the product with the code; the others hand the token to the page. */
function handBack(source: BankSource, linkSessionId: string, token: string) {
  if (source !== 'AKOYA') return { publicToken: token, redirectUrl: null };
  const query = new URLSearchParams({ code: token, state: linkSessionId });
  return { publicToken: null, redirectUrl: `/bv-callback/akoya?${query}` };
}

function failed(message: string): ProviderLoginResult {
  return { status: 'FAILED', message, publicToken: null, redirectUrl: null };
}

/** Another attempt on the same session finished first; the screen reloads the session. */
function sessionMovedOn(): AppError {
  return new AppError(
    409,
    errorCodes.VALIDATION_FAILED,
    'Sign-in changed',
    'This sign-in changed in another window. Reload the page to continue.',
  );
}

// Creates an account and signs it in without leaving the page the visitor is on (the marketplace's
// password step): the same authorization code + PKCE round trip as the sign-up page, with the
// browser's redirects followed by fetch instead of by navigation. Each hop lands on one of the web
// app's own pages (/sign-up?uid=..., then /auth/callback?code=...), whose address is all we read.
import { signUp } from '@fernleaf/contract/call-addresses/sign-up.gen';
import type { CallOf } from '@fernleaf/contract/define-call';
import type { z } from 'zod';
import { callApi } from '../api-client';
import { sameOriginPath } from '../same-origin-path';
import { loadProfile } from './auth-actions';
import { useAuthStore } from './auth-store';
import { finishSignIn, prepareSignInRequest } from './oidc-client';
import { startSession } from './session';

export type InlineAccount = z.input<CallOf<typeof signUp>['body']>;

/**
 * The sign-in service did not answer the way this module follows (another page than sign-up or the
 * callback). The caller can still send the browser through the service's own pages.
 */
export class InlineSignUpUnavailableError extends Error {
  override name = 'InlineSignUpUnavailableError';
}

/** Where the service's redirects ended, when it is the page we expect; throws otherwise. */
function landedOn(response: Response, pathname: string, parameter: string): URL {
  const url = new URL(response.url || 'about:blank');
  if (!response.ok || url.origin !== window.location.origin || url.pathname !== pathname) {
    throw new InlineSignUpUnavailableError(`The sign-in service answered ${response.status} at ${url.pathname}`);
  }
  if (!url.searchParams.get(parameter)) throw new InlineSignUpUnavailableError(`No ${parameter} in ${url.pathname}`);
  return url;
}

/**
 * Creates the account and starts its session in this tab. The sign-up call's refusals (email taken,
 * weak password, expired human check) arrive as the ApiError the sign-up page shows at its fields.
 */
export async function createAccountInline(account: InlineAccount, options: { returnTo: string }): Promise<void> {
  // (a) The authorization request: its redirects open a sign-up interaction, whose cookie the
  // browser keeps for the sign-up call.
  const request = await prepareSignInRequest({ screen: 'sign-up', returnTo: options.returnTo });
  landedOn(await fetch(request, { credentials: 'include' }), '/sign-up', 'uid');
  // (b) The sign-up page's own call, finishing the interaction with the new account.
  const { redirectTo } = await callApi(signUp, { body: account });
  const next = sameOriginPath(redirectTo, window.location.origin);
  if (!next) throw new InlineSignUpUnavailableError('The sign-in service answered an address of another site');
  // (c) The service resumes the authorization and redirects to the callback with the code.
  const callback = landedOn(
    await fetch(new URL(next, window.location.origin), { credentials: 'include' }),
    '/auth/callback',
    'code',
  );
  // (d) The callback page's token exchange and session start.
  const { tokens } = await finishSignIn(callback);
  startSession(tokens, account.rememberBrowser);
  await loadProfile();
  if (useAuthStore.getState().status !== 'authorized') throw new Error('The new account’s profile did not load.');
}

// The web app's side of authorization code + PKCE against the sign-in service (oauth4webapi).
import { signInServicePath, webClientId, webScopes } from '@fernleaf/contract/auth';
import * as oauth from 'oauth4webapi';
import { isSitePath } from '../site-path';
import type { SessionTokens } from './session-tokens';

export type SignInScreen = 'sign-in' | 'sign-up';

export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  screen: SignInScreen;
  /** The page to open once signed in. */
  returnTo: string;
}

const pendingKey = 'fernleaf.auth.pending';
const client: oauth.Client = { client_id: webClientId, id_token_signed_response_alg: 'ES256' };
const clientAuth = oauth.None();

const issuer = () => new URL(`${window.location.origin}${signInServicePath}`);
// Plain http is refused by default; the service is on our own origin, which is http only on a developer machine.
const requestOptions = () => ({ [oauth.allowInsecureRequests]: window.location.protocol === 'http:' });
export const redirectUri = () => `${window.location.origin}/auth/callback`;

let discovery: Promise<oauth.AuthorizationServer> | undefined;

function authorizationServer(): Promise<oauth.AuthorizationServer> {
  discovery ??= oauth
    .discoveryRequest(issuer(), { algorithm: 'oidc', ...requestOptions() })
    .then((response) => oauth.processDiscoveryResponse(issuer(), response))
    .catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
  return discovery;
}

export interface SignInRequestOptions {
  screen: SignInScreen;
  brand?: string | undefined;
  /** A product's sign-up template: the sign-up page shows its copy. */
  template?: string | undefined;
  returnTo: string;
}

/**
 * The authorization request of a new sign-in: its PKCE verifier and state are kept in this tab, for
 * `finishSignIn` to complete whatever page the service's answer lands on.
 */
export async function prepareSignInRequest(options: SignInRequestOptions): Promise<URL> {
  const as = await authorizationServer();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    codeVerifier,
    screen: options.screen,
    returnTo: safeReturnPath(options.returnTo),
  };
  sessionStorage.setItem(pendingKey, JSON.stringify(pending));
  const url = new URL(as.authorization_endpoint as string);
  url.search = new URLSearchParams({
    client_id: webClientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: webScopes,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    screen: options.screen,
    // Signing up makes a new account, even when the service still has a session for another one.
    ...(options.screen === 'sign-up' ? { prompt: 'login' } : {}),
    ...(options.brand ? { brand: options.brand } : {}),
    ...(options.template ? { template: options.template } : {}),
  }).toString();
  return url;
}

/** Sends the browser to the sign-in service; it comes back to /auth/callback. */
export async function beginSignIn(options: SignInRequestOptions) {
  window.location.assign((await prepareSignInRequest(options)).href);
}

/**
 * Opens the sign-in service's interaction without leaving the page: the authorization request is
 * followed by `fetch` (same origin, so the service's cookies are kept and its last address is
 * readable). Answers where the service sent the browser: normally this same page with the
 * interaction's `uid`, which the page then takes in place, so a first visit to the sign-in page is one
 * page load instead of two (decision 070); elsewhere (a session the service still holds answers the
 * callback at once) the caller goes there.
 */
export async function openSignInInteraction(options: SignInRequestOptions): Promise<URL> {
  const response = await fetch(await prepareSignInRequest(options), { headers: { accept: 'text/html' } });
  return new URL(response.url);
}

const signInPages = /^\/(auth|login|logout|sign-up)(\/|\?|$)/;

/** Only a page on this site, and not a sign-in page: a crafted link cannot send a member elsewhere. */
export function safeReturnPath(path: string | undefined): string {
  return isSitePath(path) && !signInPages.test(path) ? path : '/home';
}

export function toSessionTokens(response: oauth.TokenEndpointResponse, now = Date.now()): SessionTokens {
  return {
    accessToken: response.access_token,
    expiresAt: now + (response.expires_in ?? 0) * 1000,
    refreshToken: response.refresh_token,
    idToken: response.id_token,
  };
}

/** Completes the sign-in the service redirected back from; throws when anything does not match. */
export async function finishSignIn(callbackUrl: URL): Promise<{ tokens: SessionTokens; pending: PendingSignIn }> {
  const stored = sessionStorage.getItem(pendingKey);
  sessionStorage.removeItem(pendingKey);
  if (!stored) throw new Error('No sign-in was started in this tab.');
  const pending = JSON.parse(stored) as PendingSignIn;
  const as = await authorizationServer();
  const parameters = oauth.validateAuthResponse(as, client, callbackUrl, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    clientAuth,
    parameters,
    redirectUri(),
    pending.codeVerifier,
    requestOptions(),
  );
  const result = await oauth.processAuthorizationCodeResponse(as, client, response, { requireIdToken: true });
  return { tokens: toSessionTokens(result), pending };
}

export async function refreshSessionTokens(refreshToken: string): Promise<SessionTokens> {
  const as = await authorizationServer();
  const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshToken, requestOptions());
  return toSessionTokens(await oauth.processRefreshTokenResponse(as, client, response));
}

/** The service's sign-out address; it comes back to /logout. */
export async function endSessionUrl(idToken: string | undefined): Promise<string> {
  const as = await authorizationServer();
  const url = new URL(as.end_session_endpoint as string);
  url.search = new URLSearchParams({
    client_id: webClientId,
    post_logout_redirect_uri: `${window.location.origin}/logout`,
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).toString();
  return url.href;
}

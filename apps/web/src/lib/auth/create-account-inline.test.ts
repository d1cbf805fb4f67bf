// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { useAuthStore } from './auth-store';
import { createAccountInline, InlineSignUpUnavailableError } from './create-account-inline';
import { dropSession, hasSession } from './session';

const origin = window.location.origin;
const issuer = `${origin}/oidc`;
const uid = 'interaction-7';

interface Sent {
  method: string;
  url: URL;
  credentials: RequestCredentials | undefined;
  body: string | undefined;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token with the claims the client checks; its signature is not checked over a direct TLS answer. */
function idToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: issuer, aud: 'fernleaf-web', sub: 'member-9', iat: now, exp: now + 600 };
  return `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/** A fetch answer as the browser reports it after following redirects: `url` is where they ended. */
function landed(url: string, status = 200): Response {
  const response = new Response('<!doctype html>', { status, headers: { 'content-type': 'text/html' } });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile = {
  id: 'member-9',
  email: 'avery@example.test',
  firstName: 'Avery',
  lastName: 'Stone',
  ssn: null,
  isSsnVerified: false,
  dateOfBirth: null,
  isDateOfBirthLocked: false,
  phoneNumber: null,
  addresses: [],
  textPermission: false,
  profilePicturePreview: null,
  createdAt: '2026-11-10T12:00:00.000Z',
};

const account = {
  firstName: 'Avery',
  lastName: 'Stone',
  email: 'avery@example.test',
  password: 'correct horse battery',
  rememberBrowser: false,
  humanToken: 'human-token-1',
};

/** The sign-in service and API as the browser sees them, with what `signUp` answers swappable. */
function fakeService({
  authorizationLandsOn = `${origin}/sign-up?uid=${uid}`,
  signUp = () => json({ data: { redirectTo: `${issuer}/auth/${uid}` } }),
}: {
  authorizationLandsOn?: string;
  signUp?: () => Response;
} = {}) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    const method = init.method ?? (input instanceof Request ? input.method : 'GET');
    const body = typeof init.body === 'string' ? init.body : init.body ? String(init.body) : undefined;
    sent.push({ method, url, credentials: init.credentials, body });
    const route = `${method} ${url.pathname}`;
    switch (route) {
      case 'GET /oidc/.well-known/openid-configuration':
        return json({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          end_session_endpoint: `${issuer}/session/end`,
          authorization_response_iss_parameter_supported: true,
          id_token_signing_alg_values_supported: ['ES256'],
        });
      case 'GET /oidc/auth':
        return landed(authorizationLandsOn);
      case 'POST /api/auth/interaction/sign-up':
        return signUp();
      case `GET /oidc/auth/${uid}`: {
        const state = JSON.parse(sessionStorage.getItem('fernleaf.auth.pending') ?? '{}').state;
        return landed(`${origin}/auth/callback?code=code-1&state=${state}&iss=${encodeURIComponent(issuer)}`);
      }
      case 'POST /oidc/token':
        return json({
          access_token: 'access-1',
          token_type: 'Bearer',
          expires_in: 900,
          refresh_token: 'refresh-1',
          id_token: idToken(),
        });
      case 'GET /api/user/getProfile':
        return json({ data: profile });
      default:
        throw new Error(`No fake answer for ${route}`);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

// jsdom's ArrayBuffer is not the one Node's WebCrypto answers with; a browser has only one. The
// digest (the PKCE challenge) is copied into this realm so oauth4webapi recognises it.
const digest = crypto.subtle.digest.bind(crypto.subtle);

beforeEach(() => {
  vi.spyOn(crypto.subtle, 'digest').mockImplementation(
    async (algorithm, data) => new Uint8Array(new Uint8Array(await digest(algorithm, data))).slice().buffer,
  );
  sessionStorage.clear();
  localStorage.clear();
  useAuthStore.setState({ status: 'unauthorized', user: null });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  dropSession();
});

describe('createAccountInline', () => {
  it('opens a sign-up interaction, signs up inside it, follows the redirect to the code and exchanges it', async () => {
    const sent = fakeService();

    await createAccountInline(account, { returnTo: '/marketplace/personal-loan/credit-score' });

    const steps = sent.map((request) => `${request.method} ${request.url.pathname}`);
    expect(steps).toEqual([
      'GET /oidc/.well-known/openid-configuration',
      'GET /oidc/auth',
      'POST /api/auth/interaction/sign-up',
      `GET /oidc/auth/${uid}`,
      'POST /oidc/token',
      'GET /api/user/getProfile',
    ]);
    const [, authorization, signUp, resume, token] = sent;
    // The same request the sign-up page's redirect makes: PKCE, a state, the sign-up screen, a fresh login.
    expect(Object.fromEntries(authorization?.url.searchParams ?? [])).toMatchObject({
      client_id: 'fernleaf-web',
      redirect_uri: `${origin}/auth/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      screen: 'sign-up',
      prompt: 'login',
    });
    expect(authorization?.url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The interaction cookie travels with the redirects the page follows itself.
    expect(authorization?.credentials).toBe('include');
    expect(resume?.credentials).toBe('include');
    expect(JSON.parse(signUp?.body ?? '{}')).toEqual(account);
    const exchange = new URLSearchParams(token?.body);
    expect(exchange.get('grant_type')).toBe('authorization_code');
    expect(exchange.get('code')).toBe('code-1');
    expect(exchange.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    // The session runs in this tab, kept for the tab only as "remember this browser" was off.
    expect(hasSession()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('fernleaf.session') ?? '{}').accessToken).toBe('access-1');
    expect(localStorage.getItem('fernleaf.session')).toBeNull();
    expect(useAuthStore.getState().status).toBe('authorized');
    expect(useAuthStore.getState().user?.id).toBe('member-9');
  });

  it('passes the sign-up refusal on as the sign-up page gets it, with nothing signed in', async () => {
    fakeService({
      signUp: () =>
        json(
          {
            error: {
              code: 'EMAIL_TAKEN',
              title: 'You already have an account',
              description: 'An account with this email already exists. Sign in instead.',
              fields: { email: 'An account with this email already exists' },
            },
          },
          409,
        ),
    });

    const refusal = await createAccountInline(account, { returnTo: '/home' }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).fields).toEqual({ email: 'An account with this email already exists' });
    expect(hasSession()).toBe(false);
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });

  it('says so when the service does not open the sign-up page, before sending any details', async () => {
    const sent = fakeService({ authorizationLandsOn: `${origin}/login?uid=${uid}` });

    await expect(createAccountInline(account, { returnTo: '/home' })).rejects.toBeInstanceOf(
      InlineSignUpUnavailableError,
    );
    expect(sent.map((request) => request.url.pathname)).not.toContain('/api/auth/interaction/sign-up');
  });
});

// The sign-in service as a standard OpenID Connect client sees it: openid-client (a certified
// relying party library) discovers it, signs a member in with authorization code + PKCE and reads
// the member's claims from userinfo, everything discovery advertises working as advertised.
import { webClientId } from '@fernleaf/contract/auth';
import { getProfile } from '@fernleaf/contract/user';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMemberWithPassword } from '../../test/members.ts';
import { CookieJar } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** openid-client's requests, answered by the app in this process. */
const viaApp: client.CustomFetch = async (url, options) => {
  const target = new URL(url);
  const response = await t.app.inject({
    method: options.method as 'GET' | 'POST',
    url: `${target.pathname}${target.search}`,
    headers: Object.fromEntries(new Headers(options.headers as ConstructorParameters<typeof Headers>[0])),
    ...(options.body === undefined || options.body === null ? {} : { payload: String(options.body) }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
  }
  return new Response(response.statusCode === 204 ? null : response.rawPayload, {
    status: response.statusCode,
    headers,
  });
};

async function discover() {
  return client.discovery(
    new URL(`${t.config.publicUrl}/oidc`),
    webClientId,
    { id_token_signed_response_alg: 'ES256' },
    client.None(),
    // PUBLIC_URL is plain http in tests only.
    { execute: [client.allowInsecureRequests], [client.customFetch]: viaApp },
  );
}

/** The browser's part: the authorization request, the web app's sign-in call, the service's redirects. */
async function signInInBrowser(authorizationUrl: URL, email: string, password: string): Promise<URL> {
  const jar = new CookieJar();
  const opened = await t.app.inject({ url: `${authorizationUrl.pathname}${authorizationUrl.search}` });
  jar.store(opened.headers['set-cookie']);
  expect(opened.statusCode).toBe(303);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/interaction/sign-in',
    headers: { cookie: jar.header() },
    payload: { email, password, rememberBrowser: false },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const resumed = await t.app.inject({
    url: new URL(signedIn.json().data.redirectTo).pathname,
    headers: { cookie: jar.header() },
  });
  return new URL(String(resumed.headers.location));
}

describe('a relying party signing in with openid-client', () => {
  it('signs a member in with authorization code + PKCE and reads their claims from userinfo', async () => {
    const member = await insertMemberWithPassword(t.database.db);
    const config = await discover();
    expect(config.serverMetadata().userinfo_endpoint).toBe(`${t.config.publicUrl}/oidc/me`);

    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: `${t.config.publicUrl}/auth/callback`,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const callback = await signInInBrowser(authorizationUrl, member.email, member.password);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const subject = tokens.claims()?.sub;
    expect(subject).toBe(member.id);

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, member.id);
    expect(userinfo).toMatchObject({
      sub: member.id,
      email: member.email,
      given_name: member.firstName,
      family_name: member.lastName,
    });
    // A token for userinfo does not open the API: the API takes only tokens issued for it.
    const api = await t.app.inject({
      method: getProfile.method,
      url: `/api${getProfile.path}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(api.statusCode).toBe(401);
  });
});

// Every absolute address the sign-in service answers is PUBLIC_URL's, whatever Host or forwarded
// headers a client sends: a forged one must not put another site's endpoints in discovery or send a
// member who has just typed their password to another site.
import type { signIn } from '@fernleaf/contract/auth';
import type { CallResponse } from '@fernleaf/contract/define-call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMemberWithPassword } from '../../test/members.ts';
import { CookieJar, completeAuthorization, startAuthorization } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const forged = { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' };

/** Every string in a JSON document that looks like an address. */
function addressesIn(document: unknown): string[] {
  if (typeof document === 'string') return /^[a-z]+:\/\//i.test(document) ? [document] : [];
  if (Array.isArray(document)) return document.flatMap(addressesIn);
  if (document && typeof document === 'object') return Object.values(document).flatMap(addressesIn);
  return [];
}

describe.each<{ environment: string; env: Record<string, string> }>([
  { environment: 'test', env: {} },
  // Production trusted every client's X-Forwarded-Host and -Proto.
  { environment: 'production', env: { APP_ENV: 'production', PUBLIC_URL: 'https://fernleaf.example' } },
])('the sign-in service’s addresses in $environment', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it('lists only PUBLIC_URL’s endpoints in discovery, whatever the request’s host, and says how long to keep it', async () => {
    const response = await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: forged });
    expect(response.statusCode).toBe(200);
    const addresses = addressesIn(response.json());
    expect(addresses.length).toBeGreaterThan(5);
    const issuer = `${t.config.publicUrl}/oidc`;
    for (const address of addresses) expect(address === issuer || address.startsWith(`${issuer}/`), address).toBe(true);
    expect(response.json().token_endpoint).toBe(`${t.config.publicUrl}/oidc/token`);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends the member on to PUBLIC_URL after the password, whatever the request’s host', async () => {
    const { email, password } = await insertMemberWithPassword(t.database.db);
    const jar = new CookieJar();
    const { verifier } = await startAuthorization(t.app, t.config, jar, {}, forged);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/interaction/sign-in',
      headers: { ...forged, cookie: jar.header() },
      payload: { email, password, rememberBrowser: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { redirectTo } = (response.json() as { data: CallResponse<typeof signIn> }).data;
    expect(redirectTo).toMatch(new RegExp(`^${t.config.publicUrl.replaceAll('.', '\\.')}/oidc/auth/[\\w-]+$`));

    // The service's own redirect from there, asked with the forged headers too, lands on the registered callback.
    const resumed = await t.app.inject({
      url: new URL(redirectTo).pathname,
      headers: { ...forged, cookie: jar.header() },
    });
    jar.store(resumed.headers['set-cookie']);
    const callback = String(resumed.headers.location);
    expect(callback.startsWith(`${t.config.publicUrl}/auth/callback?code=`), callback).toBe(true);
    const tokens = await completeAuthorization(t.app, t.config, jar, callback, verifier);
    expect(tokens.accessToken).toBeTruthy();
  });
});

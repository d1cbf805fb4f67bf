// The sign-in service's own redirect parameters (redirect_uri, post_logout_redirect_uri) are not
// paths but whole addresses, compared exactly with the ones registered for the web app: another
// site, or a trick spelling of ours, is refused without a redirect.
import { webClientId } from '@fernleaf/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, startAuthorization } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const foreign = (t: TestApp) => [
  'https://evil.test/auth/callback',
  '//evil.test/auth/callback',
  `${t.config.publicUrl}.evil.test/auth/callback`,
  `${t.config.publicUrl}@evil.test/auth/callback`,
  `${t.config.publicUrl}/auth/callback/../../evil`,
  'javascript:alert(1)',
  'data:text/html,x',
];

describe('the sign-in service’s redirect addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts a sign-in only for the registered return address', async () => {
    const registered = await startAuthorization(t.app, t.config, new CookieJar());
    expect(registered.response.statusCode).toBe(303);
    for (const redirectUri of foreign(t)) {
      const { response } = await startAuthorization(t.app, t.config, new CookieJar(), { redirect_uri: redirectUri });
      expect(response.statusCode, redirectUri).toBe(400);
      expect(response.headers.location, redirectUri).toBeUndefined();
    }
  });

  it('signs out back to the registered logout page only', async () => {
    for (const address of foreign(t)) {
      const query = new URLSearchParams({ client_id: webClientId, post_logout_redirect_uri: address });
      const response = await t.app.inject({ method: 'GET', url: `/oidc/session/end?${query}` });
      expect(response.statusCode, address).toBe(400);
      expect(response.headers.location, address).toBeUndefined();
    }
  });
});

// Sandboxes in production (decision 025): off unless SANDBOX_PROVIDERS=enabled, answering 503 with
// the error envelope; when enabled, every page carries the tag that shows the banner.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { signUpMember } from '../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'fernleaf-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="robots" content="noindex,nofollow"><title>Fernleaf Dashboard</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

/** A call or page of each sandbox: bank connection, identity bureau and check, card network, partners, leads, addresses, market. */
const sandboxRequests: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'POST', url: '/api/bank/institution/top', payload: {} },
  { method: 'POST', url: '/api/bank/linking/initiate', payload: {} },
  { method: 'POST', url: `/api/sandbox/bank/link-sessions/${randomUUID()}/login`, payload: {} },
  { method: 'POST', url: '/api/lifecycle/verify/v6/idv', payload: { ssn: '123-45-6789' } },
  { method: 'POST', url: '/api/lifecycle/verify/v5/idv/kba', payload: {} },
  { method: 'POST', url: '/api/underwriting/incode/onboarding-url', payload: {} },
  { method: 'POST', url: '/api/cash-advance/payment-cards', payload: {} },
  { method: 'POST', url: '/api/user/address/v2/validate', payload: {} },
  { method: 'POST', url: '/api/bidding/v1/leadGetInfo', payload: {} },
  { method: 'GET', url: '/api/marketplace/products-offers' },
  { method: 'POST', url: `/api/marketplace/products/${randomUUID()}/hand-off`, payload: {} },
  { method: 'GET', url: '/api/investment/assets/VTI' },
  { method: 'GET', url: '/api/investment/news' },
  { method: 'GET', url: '/api/investment/watchlist' },
  { method: 'GET', url: '/api/investment/news/trending' },
  { method: 'GET', url: `/sandbox/identity-check/${randomUUID()}?token=x` },
  { method: 'GET', url: `/sandbox/partners/${randomUUID()}` },
  { method: 'GET', url: '/sandbox/akoya/authorize?state=x' },
];

describe('which sandboxes run', () => {
  const base = { DATA_DIR: tmpdir() };
  it('runs them outside production and not in it, unless SANDBOX_PROVIDERS says otherwise', () => {
    expect(loadConfig({ ...base, APP_ENV: 'development' }).sandboxProviders).toBe('enabled');
    expect(loadConfig({ ...base, APP_ENV: 'test' }).sandboxProviders).toBe('enabled');
    expect(loadConfig({ ...base, APP_ENV: 'production' }).sandboxProviders).toBe('disabled');
    expect(loadConfig({ ...base, APP_ENV: 'production', SANDBOX_PROVIDERS: 'enabled' }).sandboxProviders).toBe(
      'enabled',
    );
    expect(loadConfig({ ...base, APP_ENV: 'development', SANDBOX_PROVIDERS: 'disabled' }).sandboxProviders).toBe(
      'disabled',
    );
    expect(() => loadConfig({ ...base, SANDBOX_PROVIDERS: 'yes' })).toThrow(/SANDBOX_PROVIDERS/);
  });
});

describe('in production without SANDBOX_PROVIDERS', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_ENV: 'production', WEB_DIST_DIR: fakeWebBuild() } });
    authorization = (await signUpMember(t.app, t.config)).authorization;
  });
  afterAll(() => t.close());

  it('answers every sandbox call and page 503 with the envelope and a message saying why', async () => {
    for (const request of sandboxRequests) {
      const response = await t.app.inject({
        ...request,
        headers: { authorization, 'idempotency-key': `key-${randomUUID()}` },
      });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        description: expect.stringContaining('SANDBOX_PROVIDERS=enabled'),
      });
    }
  });

  it('names the sandbox that is off', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lifecycle/verify/v6/idv',
      headers: { authorization },
      payload: { ssn: '123-45-6789' },
    });
    expect(response.json().error.description).toContain('identity verification service is not connected');
  });

  it('answers 503 however the path is spelled: escaped letters reach the same gate as the plain path', async () => {
    const spelled = [
      { method: 'POST' as const, url: `/%61pi/sandbox/bank/link-sessions/${randomUUID()}/login`, payload: {} },
      { method: 'POST' as const, url: `/api/%73andbox/bank/link-sessions/${randomUUID()}/login`, payload: {} },
      { method: 'GET' as const, url: `/%73andbox/partners/${randomUUID()}` },
      { method: 'GET' as const, url: '/%73%61ndbox/akoya/authorize?state=x' },
      { method: 'GET' as const, url: '/%61pi/marketplace/products-offers' },
    ];
    for (const request of spelled) {
      const response = await t.app.inject({
        ...request,
        headers: { authorization, 'idempotency-key': `key-${randomUUID()}` },
      });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(503);
      expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('serves everything else, and pages without the sandbox banner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/bank/accounts', headers: { authorization } })).statusCode,
    ).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('sandbox-providers');
  });
});

describe('in production with SANDBOX_PROVIDERS=enabled', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { APP_ENV: 'production', SANDBOX_PROVIDERS: 'enabled', WEB_DIST_DIR: fakeWebBuild() },
    });
    authorization = (await signUpMember(t.app, t.config)).authorization;
  });
  afterAll(() => t.close());

  it('runs the sandboxes', async () => {
    const top = await t.app.inject({
      method: 'POST',
      url: '/api/bank/institution/top',
      headers: { authorization },
      payload: {},
    });
    expect(top.statusCode).toBe(200);
    const offers = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/products-offers',
      headers: { authorization },
    });
    expect(offers.statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/underwriting/incode/onboarding-url',
      headers: { authorization, 'idempotency-key': `key-${randomUUID()}` },
      payload: { source: 'instacash' },
    });
    expect(check.statusCode).not.toBe(503);
  });

  it('marks every page for the banner that says no real money moves', async () => {
    for (const url of ['/', '/home', '/instacash']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain('<meta name="sandbox-providers" content="enabled" />');
    }
  });
});

describe('outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild() } });
  });
  afterAll(() => t.close());

  it('keeps pages as they are: the sandboxes always run there, which the README and /dev pages say', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.body).not.toContain('sandbox-providers');
  });
});

// The conventions every call shares: envelope, 404s, headers, request ids, OpenAPI and its docs page.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { pageScriptsLoader } from './scripts-after-first-paint.ts';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: 'reachable', version: t.config.version });
    expect(response.json().data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers an unknown API path with 404 in the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-call?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', title: 'Not found', description: 'GET /api/no-such-call was not found.' },
    });
  });

  it('answers 404 for unknown pages too when the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(response.statusCode).toBe(404);
  });

  it('marks API answers as never cached, never sniffed and never framed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("gives pages a CSP without inline scripts but the prerendered pages' loader, by its hash, that forbids framing", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/page' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const loaderHash = createHash('sha256').update(pageScriptsLoader, 'utf8').digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${loaderHash}'`);
    expect(csp).toContain('object-src blob:');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('gives every response a request id, keeping one the caller sent', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(traced.headers['x-request-id']).toBe('trace-1234abcd');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('<');
  });

  it('lists every call in the OpenAPI document with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/referral/referralCode', '/api/user/email', '/api/user/getProfile']),
    );
    expect(document.paths['/api/user/getProfile'].get.security).toEqual([{ memberToken: [] }]);
    // A public call says it needs nothing, rather than stating nothing (Redocly's security-defined).
    expect(document.paths['/api/user/email'].get.security).toEqual([]);
    // The sign-in service's own endpoints are OpenID Connect's, described by its discovery document.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/oidc'))).toBe(false);
    const emailCheck = document.paths['/api/user/email'].get;
    expect(emailCheck.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'email', in: 'query', required: true })]),
    );
    expect(emailCheck.responses['200']).toBeDefined();
    expect(document.paths['/api/referral/referralCode'].post.requestBody).toBeDefined();
  });

  it('names every operation once, says where it is served and under what licence', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      servers?: { url: string }[];
      info: { license?: { name: string; url?: string } };
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toEqual({ name: 'Fernleaf terms of use', url: 'http://localhost/legal/terms' });
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true);
    expect(document.paths['/api/banking/transfers']?.post?.operationId).toBe('postBankingTransfers');
  });

  it('serves a docs page for the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('HTTP conventions in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('adds HSTS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

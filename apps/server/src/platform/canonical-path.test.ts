// A path spelled with escaped letters is the same path: the router matched `/%61pi/...` to the API's
// routes while the rate limit and the no-store headers went by the raw address and let it through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { canonicalPath } from './canonical-path.ts';
import { defaultRateLimit } from './rate-limits.ts';

describe('the canonical path', () => {
  it('decodes the escapes of unreserved characters, in either case of hex', () => {
    expect(canonicalPath('/%61pi/health')).toBe('/api/health');
    expect(canonicalPath('/%41%5a%7a%30%2D%2e%5F%7e')).toBe('/AZz0-._~');
  });

  it('keeps reserved characters, other bytes and the query as they were', () => {
    expect(canonicalPath('/api%2Fhealth')).toBe('/api%2Fhealth');
    expect(canonicalPath('/a%20b%3F%23%25')).toBe('/a%20b%3F%23%25');
    expect(canonicalPath('/%61pi/x?q=%61')).toBe('/api/x?q=%61');
    expect(canonicalPath('/api/x?q=%61')).toBe('/api/x?q=%61');
    expect(canonicalPath('/api/health')).toBe('/api/health');
  });
});

describe('a path with escaped letters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is an API call: its answer is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('counts toward the default limit like the plain path', async () => {
    const remoteAddress = '198.51.100.61';
    for (let index = 0; index < defaultRateLimit.max; index += 1) {
      const url = index % 2 === 0 ? '/api/health' : '/%61%70%69/health';
      expect((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/%61pi/health', remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('answers an unknown call in the error envelope, not the not-found page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

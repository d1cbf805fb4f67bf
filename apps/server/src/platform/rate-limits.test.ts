// The default limit (600 a minute per address) is checked by the app's own callback hook, the
// deliberate lower ones by @fastify/rate-limit (decision 011): both answer a refusal the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { clientKey, defaultRateLimit } from './rate-limits.ts';

describe('the client a limit counts', () => {
  it('is the address, an IPv6 address by its /64, an IPv4-mapped one as IPv4', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:DB8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('the default limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const health = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/health', remoteAddress });

  it('refuses the call after the 600th in a minute with the error envelope and when to retry', async () => {
    for (let index = 0; index < defaultRateLimit.max; index += 1) {
      expect((await health('2001:db8:7:7::1')).statusCode).toBe(200);
    }
    // Another address of the same /64 is the same client.
    const refused = await health('2001:db8:7:7::2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(defaultRateLimit.max));
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    // Every answer still carries the security headers, a refusal included.
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await health('2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('adds no limit headers to answers it lets through', async () => {
    const passed = await health('198.51.100.40');
    expect(passed.headers['x-ratelimit-limit']).toBeUndefined();
    expect(passed.headers['retry-after']).toBeUndefined();
  });
});

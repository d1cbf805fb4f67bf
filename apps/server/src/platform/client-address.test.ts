// A client's address comes from X-Forwarded-For only as far as TRUST_PROXY says, so no client can
// step around a per-address limit by naming a new address on each request.
import { checkEmailExists } from '@fernleaf/contract/user';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const echoAddress = (app: FastifyInstance) => {
  app.get('/test/client-address', async (request) => ({ ip: request.ip }));
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function addressSeen(options: { remoteAddress: string; forwardedFor?: string }): Promise<string> {
  const response = await t?.app.inject({
    method: 'GET',
    url: '/test/client-address',
    remoteAddress: options.remoteAddress,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
  return response?.json().ip;
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default, in production too, so the email check limit holds', async () => {
    t = await createTestApp({ env: { APP_ENV: 'production' }, extend: echoAddress });
    expect(await addressSeen({ remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.9' })).toBe('198.51.100.7');

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await call(
        { app: t.app, remoteAddress: '198.51.100.7' },
        checkEmailExists,
        // A new email each time too, so only the per-address limit can refuse.
        { query: { email: `someone${attempt}@example.test` } },
        { headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` } },
      );
      statuses.push(response.statusCode);
    }
    // The email check allows 20 calls a minute per address; a new forwarded address each time changes nothing.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });

  it('takes the client address from the listed proxies only', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }, extend: echoAddress });
    expect(await addressSeen({ remoteAddress: '10.1.2.3', forwardedFor: '203.0.113.9' })).toBe('203.0.113.9');
    expect(await addressSeen({ remoteAddress: '192.0.2.1', forwardedFor: '203.0.113.9' })).toBe('203.0.113.9');
    // A client that reaches the server directly cannot pass for another.
    expect(await addressSeen({ remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.9' })).toBe('198.51.100.7');
    // A client that writes its own header in front of the proxy's is seen as the proxy saw it.
    expect(await addressSeen({ remoteAddress: '10.1.2.3', forwardedFor: '1.2.3.4, 203.0.113.9' })).toBe('203.0.113.9');
  });

  it('trusts exactly the configured number of hops', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, extend: echoAddress });
    expect(await addressSeen({ remoteAddress: '10.1.2.3', forwardedFor: '1.2.3.4, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await addressSeen({ remoteAddress: '10.1.2.3' })).toBe('10.1.2.3');
  });
});

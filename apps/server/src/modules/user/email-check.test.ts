// The public email check (spec section 6) tells whether an address has an account, so it is limited
// per client address and per email asked, in the database every server process shares.
import { checkEmailExists } from '@fernleaf/contract/user';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { demoMember, seedDemoMember } from '../../demo-member.ts';
import { emailCheckLimits } from '../../identity/throttle.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMember(t.database.db, t.secrets.fieldEncryptionKey);
});
afterAll(() => t.close());

const check = (email: string, remoteAddress: string, app: FastifyInstance = t.app) =>
  call({ app }, checkEmailExists, { query: { email } }, { remoteAddress });

describe('GET /api/user/email', () => {
  it('answers whether the email has an account', async () => {
    expect((await check(demoMember.email, '203.0.113.1')).data).toEqual({ exists: true });
    expect((await check('nobody@example.test', '203.0.113.1')).data).toEqual({ exists: false });
  });

  it('is limited per email, whichever addresses ask', async () => {
    const email = `asked-often-${Date.now()}@example.test`;
    const { max } = emailCheckLimits.perEmail;
    for (let i = 0; i < max; i++) expect((await check(email, `203.0.113.${10 + i}`)).statusCode).toBe(200);
    const over = await check(email, '203.0.113.99');
    expect(over.statusCode).toBe(429);
    expect(over.error.code).toBe('RATE_LIMITED');
    // Another email from the same address is still answered.
    expect((await check(`other-${Date.now()}@example.test`, '203.0.113.99')).statusCode).toBe(200);
  });

  it('is limited per address, 20 a minute, across every server process sharing the database', async () => {
    // A second process on the same database: the limit counts what both answered.
    const second = await buildApp({ config: t.config, database: t.database, secrets: t.secrets, logger: false });
    await second.ready();
    const { max } = emailCheckLimits.perAddress;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const app = i % 2 === 0 ? t.app : second;
      statuses.push((await check(`sweep-${i}-${Date.now()}@example.test`, '192.0.2.7', app)).statusCode);
    }
    await second.close();
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

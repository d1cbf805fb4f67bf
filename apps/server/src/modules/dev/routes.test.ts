import { createReadyMember } from '@fernleaf/contract/dev';
import { getProfile } from '@fernleaf/contract/user';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call } from '../../test/call.ts';
import { signInMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const create = (app: TestApp['app'], payload: unknown, key = crypto.randomUUID()) =>
  call({ app: app }, createReadyMember, { body: payload as object, idempotencyKey: key });

describe('POST /api/dev/members', () => {
  it('creates a member who can sign in and has a verified phone, a date of birth and an address', async () => {
    const response = await create(testApp.app, { firstName: 'Ada', lastName: 'Quinn' });
    expect(response.statusCode).toBe(201);
    const { email, password } = response.data;
    const tokens = await signInMember(testApp.app, testApp.config, email, password);
    const profile = await call({ app: testApp.app, authorization: `Bearer ${tokens.accessToken}` }, getProfile);
    expect(profile.data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Quinn',
      dateOfBirth: '1990-06-15',
      phoneNumber: { isVerified: true },
      addresses: [{ city: 'Philadelphia', state: 'PA', postalCode: '19103', status: 'VERIFIED' }],
    });
  });

  it('leaves the address out when asked to', async () => {
    const { email, password } = (await create(testApp.app, { withAddress: false })).data;
    const tokens = await signInMember(testApp.app, testApp.config, email, password);
    const profile = await call({ app: testApp.app, authorization: `Bearer ${tokens.accessToken}` }, getProfile);
    expect(profile.data.addresses).toEqual([]);
  });

  it('keeps the password it answered out of the stored answer, and still replays it', async () => {
    const key = crypto.randomUUID();
    const first = await create(testApp.app, {}, key);
    const { password } = first.data;
    const rows = await queryRows(testApp.database.db, sql`select * from idempotency_keys`);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(password);
    expect(JSON.stringify(rows)).not.toContain(key);
    const replayed = await create(testApp.app, {}, key);
    expect(replayed.data.password).toBe(password);
  });

  it('names a bad field', async () => {
    const response = await create(testApp.app, { firstName: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.error.fields ?? {})).toEqual(['firstName']);
  });

  it('is not served in production', async () => {
    const production = await createTestApp({ env: { APP_ENV: 'production' } });
    try {
      expect((await create(production.app, {})).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

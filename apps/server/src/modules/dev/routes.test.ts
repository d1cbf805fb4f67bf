import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signInMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const create = (app: TestApp['app'], payload: unknown, key = crypto.randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/dev/members',
    headers: { 'idempotency-key': key },
    payload: payload as object,
  });

describe('POST /api/dev/members', () => {
  it('creates a member who can sign in and has a verified phone, a date of birth and an address', async () => {
    const response = await create(testApp.app, { firstName: 'Ada', lastName: 'Quinn' });
    expect(response.statusCode).toBe(201);
    const { email, password } = response.json().data;
    const tokens = await signInMember(testApp.app, testApp.config, email, password);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/getProfile',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(profile.json().data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Quinn',
      dateOfBirth: '1990-06-15',
      phoneNumber: { isVerified: true },
      addresses: [{ city: 'Philadelphia', state: 'PA', postalCode: '19103', status: 'VERIFIED' }],
    });
  });

  it('leaves the address out when asked to', async () => {
    const { email, password } = (await create(testApp.app, { withAddress: false })).json().data;
    const tokens = await signInMember(testApp.app, testApp.config, email, password);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/getProfile',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(profile.json().data.addresses).toEqual([]);
  });

  it('keeps the password it answered out of the stored answer, and still replays it', async () => {
    const key = crypto.randomUUID();
    const first = await create(testApp.app, {}, key);
    const { password } = first.json().data;
    const rows = await queryRows(testApp.database.db, sql`select * from idempotency_keys`);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(password);
    expect(JSON.stringify(rows)).not.toContain(key);
    const replayed = await create(testApp.app, {}, key);
    expect(replayed.json().data.password).toBe(password);
  });

  it('names a bad field', async () => {
    const response = await create(testApp.app, { firstName: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['firstName']);
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

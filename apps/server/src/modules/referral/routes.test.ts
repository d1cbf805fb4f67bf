import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodes } from '../../db/schema/identity.ts';
import { insertUserIfAbsent } from '../../identity/users-repo.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertReferralCodeIfAbsent } from './repo.ts';

describe('POST /api/referral/referralCode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const userId = await insertUserIfAbsent(t.database.db, {
      email: 'referrer@example.com',
      firstName: 'Avery',
      lastName: 'Stone',
      passwordHash: 'not-a-real-hash',
    });
    await insertReferralCodeIfAbsent(t.database.db, { code: 'AVERY2026', userId });
    await t.database.db.insert(referralCodes).values({ code: 'RETIRED01', userId, isActive: false });
  });
  afterAll(() => t.close());

  const validate = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/referral/referralCode', payload: body as object });

  it('accepts an active code, whatever its case, and names only the referrer first name', async () => {
    const response = await validate({ referralCode: ' avery2026 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { referralCode: 'AVERY2026', isValid: true, referrerFirstName: 'Avery' },
    });
  });

  it('says an unknown or retired code is not valid', async () => {
    for (const referralCode of ['NOSUCH99', 'RETIRED01']) {
      const response = await validate({ referralCode });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ referralCode, isValid: false, referrerFirstName: null });
    }
  });

  it('answers 400 naming the field for a malformed code', async () => {
    const response = await validate({ referralCode: 'ab!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { referralCode: 'A referral code is 6 to 12 letters or digits' },
    });
  });

  it('answers 400 for a missing code and for a body that is not JSON', async () => {
    const missing = await validate({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['referralCode']);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/referral/referralCode',
      headers: { 'content-type': 'application/json' },
      payload: '{"referralCode": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ body: 'The request body is not valid JSON' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMember, seedDemoMember } from '../../identity/demo-member.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/user/email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoMember(t.database.db);
  });
  afterAll(() => t.close());

  const check = (email: string) => t.app.inject({ method: 'GET', url: '/api/user/email', query: { email } });

  it('says an account exists for a registered email, in any case and with trailing spaces', async () => {
    const response = await check(' Demo@Fernleaf.test  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { exists: true } });
  });

  it('says no account exists for an unknown email', async () => {
    const response = await check('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { exists: false } });
  });

  it('answers 400 naming the field for a malformed email', async () => {
    const response = await check('not-an-email');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ email: 'Enter a valid email address' });
  });

  it('answers 400 naming the field when the email is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/email' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['email']);
  });

  it('needs no token', async () => {
    const response = await check(demoMember.email);
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/user/email rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 with the error envelope after 20 checks a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/email',
        query: { email: `a${attempt}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/email', query: { email: 'b@example.com' } });
    expect(response.json().error).toMatchObject({ code: 'RATE_LIMITED', title: 'Too many requests' });
    expect(response.headers['retry-after']).toBeDefined();
  });
});

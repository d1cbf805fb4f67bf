import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getSignInInteraction, signIn, signUp } from '@fernleaf/contract/auth';
import { getProfile } from '@fernleaf/contract/user';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { demoMember, seedDemoMember } from '../../demo-member.ts';
import { call, callUnchecked } from '../../test/call.ts';
import {
  CookieJar,
  completeAuthorization,
  exchangeToken,
  signInMember,
  signUpMember,
  solveHumanCheck,
  startAuthorization,
  TokenError,
} from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoMember(testApp.database.db, testApp.secrets.fieldEncryptionKey);
});
afterAll(() => testApp.close());

/** A call from the browser holding this cookie jar (the open interaction's cookies). */
const inBrowser = (jar: CookieJar) => ({ headers: { cookie: jar.header() } });
const profileWith = (accessToken: string) =>
  call({ app: testApp.app, authorization: `Bearer ${accessToken}` }, getProfile);

describe('the sign-in service', () => {
  it('publishes its discovery document and keys under /oidc', async () => {
    const discovery = await testApp.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({
      issuer: `${testApp.config.publicUrl}/oidc`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await testApp.app.inject({ url: '/oidc/jwks' });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(jwks.json().keys[0].d).toBeUndefined();
  });

  it('sends the browser to the sign-in page, the sign-up page or a partner page', async () => {
    const jar = new CookieJar();
    expect((await startAuthorization(testApp.app, testApp.config, jar)).location).toMatch(/^\/login\?uid=/);
    expect((await startAuthorization(testApp.app, testApp.config, jar, { screen: 'sign-up' })).location).toMatch(
      /^\/sign-up\?uid=/,
    );
    expect(
      (await startAuthorization(testApp.app, testApp.config, jar, { screen: 'sign-up', brand: 'northstar-creators' }))
        .location,
    ).toMatch(/^\/auth\/northstar-creators\/sign-up\?uid=/);
    expect((await startAuthorization(testApp.app, testApp.config, jar, { brand: 'unknown' })).location).toMatch(
      /^\/login\?uid=/,
    );
  });

  it('grants CORS to the app’s own origin only', async () => {
    const preflight = (origin: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url: '/oidc/token',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const appOrigin = new URL(testApp.config.publicUrl).origin;
    expect((await preflight(appOrigin)).headers['access-control-allow-origin']).toBe(appOrigin);

    const tokens = await signInMember(testApp.app, testApp.config, demoMember.email, demoMember.password);
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'fernleaf-web',
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      }).toString(),
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses an authorization request without PKCE', async () => {
    const response = await testApp.app.inject({
      url: '/oidc/auth?client_id=fernleaf-web&response_type=code&scope=openid&redirect_uri=http%3A%2F%2Flocalhost%2Fauth%2Fcallback',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain('error=invalid_request');
  });

  it('describes the open interaction to the page', async () => {
    const jar = new CookieJar();
    const { location } = await startAuthorization(testApp.app, testApp.config, jar, { screen: 'sign-up' });
    const response = await call({ app: testApp.app }, getSignInInteraction, {}, inBrowser(jar));
    expect(response.data).toEqual({
      uid: new URL(location, 'http://x').searchParams.get('uid'),
      screen: 'sign-up',
      brand: null,
    });
  });

  it('answers 410 when no interaction is open in this browser', async () => {
    const response = await call({ app: testApp.app }, signIn, {
      body: { email: demoMember.email, password: demoMember.password, rememberBrowser: true },
    });
    expect(response.statusCode).toBe(410);
    expect(response.error.code).toBe('SIGN_IN_SESSION_EXPIRED');
  });

  it('signs the demo member in and issues a short-lived JWT access token and a refresh token', async () => {
    const tokens = await signInMember(testApp.app, testApp.config, demoMember.email, demoMember.password);
    expect(tokens.expiresIn).toBe(900);
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken).toBeTruthy();
    const profile = await profileWith(tokens.accessToken);
    expect(profile.data.email).toBe(demoMember.email);
  });

  it('signs up a new member, who can then sign in with the same password', async () => {
    const member = await signUpMember(testApp.app, testApp.config, { firstName: 'Sam', lastName: 'Ortiz' });
    const again = await signInMember(testApp.app, testApp.config, member.email, member.password);
    expect(again.accessToken).toBeTruthy();
  });

  it('refuses a second sign-up with the same email and names the field', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const jar = new CookieJar();
    await startAuthorization(testApp.app, testApp.config, jar, { screen: 'sign-up' });
    const humanToken = await solveHumanCheck(testApp.app);
    const response = await call(
      { app: testApp.app },
      signUp,
      {
        body: {
          firstName: 'A',
          lastName: 'B',
          email: member.email.toUpperCase(),
          password: 'another long password',
          rememberBrowser: true,
          humanToken,
        },
      },
      inBrowser(jar),
    );
    expect(response.statusCode).toBe(409);
    expect(response.error).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: expect.any(String) } });
  });

  it('needs a fresh human-check token, and a refused sign-up does not spend it', async () => {
    const jar = new CookieJar();
    await startAuthorization(testApp.app, testApp.config, jar, { screen: 'sign-up' });
    const humanToken = await solveHumanCheck(testApp.app);
    const signUpAs = (email: string, token: string) =>
      call(
        { app: testApp.app },
        signUp,
        {
          body: {
            firstName: 'Ana',
            lastName: 'Diaz',
            email,
            password: 'a long enough password',
            rememberBrowser: true,
            humanToken: token,
          },
        },
        inBrowser(jar),
      );
    const made = `taken-${Date.now()}@example.test`;
    await signUpMember(testApp.app, testApp.config, { email: made });
    expect((await signUpAs(made, humanToken)).statusCode).toBe(409);
    const noToken = await signUpAs(`fresh-${Date.now()}@example.test`, 'made-up-token-value');
    expect(noToken.statusCode).toBe(400);
    expect(noToken.error.fields).toEqual({ humanToken: expect.stringMatching(/person/) });
    expect((await signUpAs(`fresh-${Date.now()}@example.test`, humanToken)).statusCode).toBe(200);
  });

  it('asks for a password of at least 12 characters on sign-up', async () => {
    const jar = new CookieJar();
    await startAuthorization(testApp.app, testApp.config, jar, { screen: 'sign-up' });
    const response = await callUnchecked(
      { app: testApp.app },
      signUp,
      {
        body: {
          firstName: 'A',
          lastName: 'B',
          email: 'short@example.test',
          password: 'elevenchars',
          rememberBrowser: true,
          humanToken: 'not-checked-before-the-password',
        },
      },
      inBrowser(jar),
    );
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ password: 'Use at least 12 characters' });
  });

  it('answers an unknown email like a wrong password', async () => {
    const jar = new CookieJar();
    await startAuthorization(testApp.app, testApp.config, jar);
    const response = await call(
      { app: testApp.app },
      signIn,
      { body: { email: 'nobody@example.test', password: 'whatever it is', rememberBrowser: true } },
      inBrowser(jar),
    );
    expect(response.statusCode).toBe(401);
    expect(response.error.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('refresh tokens', () => {
  it('stored in clear before migration 0011 keep working once it has rehashed them', async () => {
    const tokens = await signInMember(testApp.app, testApp.config, demoMember.email, demoMember.password);
    const hashed = createHash('sha256').update(tokens.refreshToken).digest('hex');
    // The row as it was stored before: the token as its id and in its payload.
    await testApp.database.db.execute(
      sql`update oidc_models set id = ${tokens.refreshToken}, payload = payload || jsonb_build_object('jti', ${tokens.refreshToken}::text) where kind = 'RefreshToken' and id = ${hashed}`,
    );
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0011_sign_in_secrets_and_password_reset.sql'),
      'utf8',
    );
    const rehash = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .find((statement) => statement.startsWith('UPDATE "oidc_models" SET "id"'));
    expect(rehash).toBeDefined();
    await testApp.database.db.execute(sql.raw(rehash ?? ''));
    const rows = await queryRows(testApp.database.db, sql`select * from oidc_models where kind = 'RefreshToken'`);
    expect(JSON.stringify(rows)).not.toContain(tokens.refreshToken);
    const refreshed = await exchangeToken(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    });
    expect(refreshed.accessToken).toBeTruthy();
  });

  it('are stored only as a hash: the table holds neither the token nor its id', async () => {
    const tokens = await signInMember(testApp.app, testApp.config, demoMember.email, demoMember.password);
    const rows = await queryRows<{ id: string; payload: Record<string, unknown> }>(
      testApp.database.db,
      sql`select id, payload from oidc_models where kind = 'RefreshToken' and account_id is not null`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(tokens.refreshToken);
    expect(rows.map((row) => row.id)).toContain(createHash('sha256').update(tokens.refreshToken).digest('hex'));
    // The hash still finds the token: it refreshes.
    const refreshed = await exchangeToken(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    });
    expect(refreshed.accessToken).toBeTruthy();
  });

  it('rotate: each refresh gives a new refresh token and a working access token', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const refreshed = await exchangeToken(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: member.tokens.refreshToken,
    });
    expect(refreshed.refreshToken).not.toBe(member.tokens.refreshToken);
    const profile = await profileWith(refreshed.accessToken);
    expect(profile.statusCode).toBe(200);
  });

  it('a reused refresh token revokes the whole family', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const first = member.tokens.refreshToken;
    const second = await exchangeToken(testApp.app, { grant_type: 'refresh_token', refresh_token: first });
    await expect(
      exchangeToken(testApp.app, { grant_type: 'refresh_token', refresh_token: first }),
    ).rejects.toMatchObject({
      body: { error: 'invalid_grant' },
    });
    // The token issued after the first was replayed belongs to the revoked family too.
    await expect(
      exchangeToken(testApp.app, { grant_type: 'refresh_token', refresh_token: second.refreshToken }),
    ).rejects.toBeInstanceOf(TokenError);
  });
});

describe('an interaction finished once', () => {
  it('cannot be finished again', async () => {
    const jar = new CookieJar();
    const { verifier } = await startAuthorization(testApp.app, testApp.config, jar);
    const signInAgain = () =>
      call(
        { app: testApp.app },
        signIn,
        { body: { email: demoMember.email, password: demoMember.password, rememberBrowser: true } },
        inBrowser(jar),
      );
    const first = await signInAgain();
    await completeAuthorization(testApp.app, testApp.config, jar, first.data.redirectTo, verifier);
    expect((await signInAgain()).statusCode).toBe(410);
  });
});

describe('failed sign-ins', () => {
  it('locks sign-in after five wrong passwords in a row, even for the right one, answering as an unknown email does', async () => {
    // Its own app, so the per-address rate limit of the other tests does not interfere.
    const own = await createTestApp();
    const member = await signUpMember(own.app, own.config);
    const attempt = async (email: string, password: string) => {
      const jar = new CookieJar();
      await startAuthorization(own.app, own.config, jar);
      return call({ app: own.app }, signIn, { body: { email, password, rememberBrowser: true } }, inBrowser(jar));
    };
    for (let i = 0; i < 5; i++) expect((await attempt(member.email, 'wrong password here')).statusCode).toBe(401);
    const locked = await attempt(member.email, member.password);
    const unknown = await attempt(`nobody-${Date.now()}@example.test`, member.password);
    // Locked, the right password is refused, and nothing in the answer tells it from an email with no account.
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toEqual(unknown.body);
    expect(unknown.error.code).toBe('INVALID_CREDENTIALS');
    await own.close();
  });

  it('are rate-limited per address: the eleventh sign-in in a minute is refused', async () => {
    const own = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call({ app: own.app }, signIn, {
        body: { email: 'nobody@example.test', password: 'x', rememberBrowser: true },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    await own.close();
  });
});

describe('the sign-in service in production', () => {
  it('sends HSTS on its own answers too', async () => {
    const production = await createTestApp({ env: { APP_ENV: 'production' } });
    const discovery = await production.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers['strict-transport-security']).toContain('max-age=31536000');
    await production.close();
  });
});

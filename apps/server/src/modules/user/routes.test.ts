import { startContactVerification, verifyContact } from '@fernleaf/contract/contact';
import { listOutbox } from '@fernleaf/contract/dev';
import {
  checkEmailExists,
  checkEmailMailable,
  getProfile,
  getRoartag,
  initiatePhoneNumberUpdate,
  updateDateOfBirth,
  updateTextPermission,
} from '@fernleaf/contract/user';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { demoMember, seedDemoMember } from '../../demo-member.ts';
import { encryptField } from '../../platform/field-encryption.ts';
import { loadSecrets } from '../../secrets.ts';
import { type Caller, call, callUnchecked } from '../../test/call.ts';
import { signInMember, signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let demo: Caller;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoMember(testApp.database.db, testApp.secrets.fieldEncryptionKey);
  const tokens = await signInMember(testApp.app, testApp.config, demoMember.email, demoMember.password);
  demo = { app: testApp.app, authorization: `Bearer ${tokens.accessToken}` };
});
afterAll(() => testApp.close());

/** The profile as the bearer of this authorization header (or none) sees it. */
const profileFor = (authorization: string | undefined) =>
  call({ app: testApp.app, ...(authorization ? { authorization } : {}) }, getProfile);

describe('the bearer token', () => {
  it('is required: none, a malformed one or a forged one answers 401 INVALID_TOKEN_OR_EXPIRED', async () => {
    const forged = await new SignJWT({ sub: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(`${testApp.config.publicUrl}/oidc`)
      .setAudience(`${testApp.config.publicUrl}/api`)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a guessed secret that is long enough'));
    for (const authorization of [undefined, 'Bearer', 'Bearer not-a-jwt', `Bearer ${forged}`, 'Basic abc']) {
      const response = await profileFor(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.error.code).toBe('INVALID_TOKEN_OR_EXPIRED');
    }
  });

  it('expires: a token signed by the service but past its expiry answers 401', async () => {
    const { tokenSigningKey } = loadSecrets({ appEnv: 'test', dataDir: testApp.config.dataDir });
    const key = await importJWK(tokenSigningKey as never, 'ES256');
    const sign = (expiresAt: number, audience = `${testApp.config.publicUrl}/api`) =>
      new SignJWT({ sub: '00000000-0000-4000-8000-000000000000' })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: String(tokenSigningKey.kid) })
        .setIssuer(`${testApp.config.publicUrl}/oidc`)
        .setAudience(audience)
        .setIssuedAt(expiresAt - 900)
        .setExpirationTime(expiresAt)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    expect((await profileFor(`Bearer ${await sign(now - 1)}`)).statusCode).toBe(401);
    // Signed by the service, for another audience: not an API token.
    expect((await profileFor(`Bearer ${await sign(now + 600, 'https://elsewhere.test')}`)).statusCode).toBe(401);
    // A valid token whose account no longer exists: the client must sign out (G001).
    const orphan = await profileFor(`Bearer ${await sign(now + 600)}`);
    expect(orphan.statusCode).toBe(401);
    expect(orphan.error.code).toBe('G001');
  });

  it('is not needed for the public calls of spec section 6', async () => {
    const answer = await call({ app: testApp.app }, checkEmailExists, { query: { email: 'demo@fernleaf.test' } });
    expect(answer.statusCode).toBe(200);
  });
});

describe('GET /api/user/getProfile', () => {
  it("answers the signed-in member's own profile, the demo member with phone, address and date of birth", async () => {
    const response = await call(demo, getProfile, { query: { withSsn: 'true', withProfilePicturePreview: 'true' } });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({
      email: demoMember.email,
      firstName: 'Jordan',
      lastName: 'Rivera',
      dateOfBirth: '1991-04-18',
      phoneNumber: { number: demoMember.phoneNumber, isVerified: true },
      addresses: [
        { addressLine1: '1600 Market St', city: 'Philadelphia', state: 'PA', postalCode: '19103', country: 'US' },
      ],
      ssn: '•••-••-6789',
      isSsnVerified: true,
      profilePicturePreview: null,
    });
  });

  it('shows the SSN only when asked, masked to its last four digits', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const { fieldEncryptionKey } = loadSecrets({ appEnv: 'test', dataDir: testApp.config.dataDir });
    await testApp.database.db
      .update(users)
      .set({ ssnEncrypted: encryptField(fieldEncryptionKey, '123-45-6789'), ssnVerifiedAt: new Date() })
      .where(eq(users.id, member.memberId));
    const withSsn = await call(member, getProfile, { query: { withSsn: 'true' } });
    expect(withSsn.data).toMatchObject({ ssn: '•••-••-6789', isSsnVerified: true });
    expect(withSsn.body).not.toContain('123-45');
    expect((await call(member, getProfile)).data.ssn).toBeNull();
  });

  it("never shows one member another member's profile", async () => {
    const member = await signUpMember(testApp.app, testApp.config, { firstName: 'Rae', lastName: 'Kim' });
    const response = await call(member, getProfile);
    expect(response.data).toMatchObject({
      id: member.memberId,
      email: member.email,
      phoneNumber: null,
      addresses: [],
    });
  });
});

describe('member settings', () => {
  it('saves the date of birth typed as MM/DD/YYYY and answers it as ISO', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    // Bad dates are strings the types accept: the server's schema is what refuses them.
    const put = (dateOfBirth: string) => call(member, updateDateOfBirth, { body: { dateOfBirth } });
    expect((await put('04/18/1991')).data).toEqual({ dateOfBirth: '1991-04-18' });
    for (const bad of ['1991-04-18', '02-30-1990', '13-01-1990']) {
      const response = await put(bad);
      expect(response.statusCode).toBe(400);
      expect(response.error.fields).toEqual({ dateOfBirth: 'Invalid date of birth' });
    }
    // An empty date says it is needed.
    const empty = await put(' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.error.fields).toEqual({ dateOfBirth: 'Enter your date of birth' });
    // A real day that makes the person 17 says why.
    const now = new Date();
    const seventeen = `${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(now.getUTCDate()).padStart(2, '0')}-${now.getUTCFullYear() - 17}`;
    const underage = await put(seventeen);
    expect(underage.statusCode).toBe(400);
    expect(underage.error.fields).toEqual({ dateOfBirth: 'Members must be 18 or older' });
    expect((await call(member, getProfile)).data.dateOfBirth).toBe('1991-04-18');
  });

  it('turns text messages on and off', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const response = await call(member, updateTextPermission, { body: { textPermission: true } });
    expect(response.data).toEqual({ textPermission: true });
    expect((await call(member, getProfile)).data.textPermission).toBe(true);
  });

  it('gives every member one stable, unique tag', async () => {
    const member = await signUpMember(testApp.app, testApp.config, { firstName: 'Luz', lastName: 'Marín' });
    const first = (await call(member, getRoartag)).data.roartag;
    expect(first).toMatch(/^luzm\d{4}$/);
    expect((await call(member, getRoartag)).data.roartag).toBe(first);
  });

  it('says whether email may be sent to an address', async () => {
    const response = await call(demo, checkEmailMailable, { query: { email: 'demo@fernleaf.test' } });
    expect(response.data).toEqual({ mailable: true });
  });
});

describe('phone verification', () => {
  const codeFromOutbox = async (phoneNumber: string) => {
    const outbox = await call({ app: testApp.app }, listOutbox, { query: { recipient: phoneNumber } });
    const [latest] = outbox.data.messages;
    return /^(\d{6})/.exec(latest?.body ?? '')?.[1] as string;
  };

  it('saves a new number, sends a code to it and verifies it with that code', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const update = await call(member, initiatePhoneNumberUpdate, { body: { phoneNumber: '(415) 555-0199' } });
    expect(update.data).toEqual({ status: 'updated', phoneNumber: { number: '4155550199', isVerified: false } });

    const start = await call(member, startContactVerification, { query: { phoneNumber: '4155550199' } });
    expect(start.data).toMatchObject({ codeLength: 6, sentTo: '(•••) •••-0199', expiresInSeconds: 600 });
    const { sessionId } = start.data;

    const verify = (code: string, as: Caller = member) => call(as, verifyContact, { body: { sessionId, code } });
    const code = await codeFromOutbox('4155550199');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await verify(wrong)).data).toEqual({
      code: 2,
      description: 'That code is not right. Check it and try again.',
    });

    // Another member cannot use, or even see, this verification.
    const other = await signUpMember(testApp.app, testApp.config);
    expect((await verify(code, other)).statusCode).toBe(404);

    expect((await verify(code)).data).toEqual({ code: 1, description: 'Your phone number is verified.' });
    expect((await call(member, getProfile)).data.phoneNumber).toEqual({
      number: '4155550199',
      isVerified: true,
    });
    // A used code cannot be used again.
    expect((await verify(code)).statusCode).toBe(404);
  });

  it('closes a verification after five wrong codes', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    await call(member, initiatePhoneNumberUpdate, { body: { phoneNumber: '4155550123' } });
    const { sessionId } = (await call(member, startContactVerification, { query: { phoneNumber: '4155550123' } })).data;
    const code = await codeFromOutbox('4155550123');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const results = [];
    for (let i = 0; i < 5; i++) {
      const response = await call(member, verifyContact, { body: { sessionId, code: wrong } });
      results.push(response.data.code);
    }
    expect(results).toEqual([2, 2, 2, 2, 4]);
    const right = await call(member, verifyContact, { body: { sessionId, code } });
    expect(right.data.code).toBe(4);
  });

  it('asks for a code sent to the verified number before changing it (MFA)', async () => {
    const first = await call(demo, initiatePhoneNumberUpdate, { body: { phoneNumber: '3125550100' } });
    expect(first.data).toMatchObject({ status: 'mfaRequired', sentTo: '(•••) •••-0142' });
    if (first.data.status !== 'mfaRequired') throw new Error('expected a code to the verified number first');
    const code = await codeFromOutbox(demoMember.phoneNumber);
    const second = await call(demo, initiatePhoneNumberUpdate, {
      body: { phoneNumber: '3125550100', mfaVerification: { mfaId: first.data.mfaId, mfaVerificationCode: code } },
    });
    expect(second.data).toEqual({ status: 'updated', phoneNumber: { number: '3125550100', isVerified: false } });
  });

  it('refuses a number that is not a US phone number, naming the field', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const response = await callUnchecked(member, initiatePhoneNumberUpdate, { body: { phoneNumber: '12345' } });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ phoneNumber: 'Enter a 10-digit US phone number' });
  });
});

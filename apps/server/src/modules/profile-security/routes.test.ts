import { randomUUID } from 'node:crypto';
import {
  changePassword,
  confirmEmailChange,
  listSignedInBrowsers,
  signOutBrowser,
  signOutOtherBrowsers,
  startEmailChange,
} from '@fernleaf/contract/profile-security';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeCodes } from '../../db/schema/profile-security.ts';
import { listMessages } from '../../identity/outbox-repo.ts';
import { type Caller, call, callUnchecked } from '../../test/call.ts';
import { exchangeToken, signInMember, signUpMember, TokenError } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

/** Sign-up and sign-in allow 10 a minute per address: each group of tests gets an app of its own. */
function withOwnApp() {
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
}

type Member = Awaited<ReturnType<typeof signUpMember>>;

let addressCount = 0;
/** Each test sends from its own address, so the per-address rate limits of one test do not reach another. */
const newAddress = () => `10.0.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

/** The bearer of this authorization header, from the one address the tests share unless given another. */
const as = (authorization: string): Caller => ({ app: testApp.app, authorization });
const sessions = (authorization: string) => call(as(authorization), listSignedInBrowsers);

async function refreshFails(refreshToken: string) {
  const error = await exchangeToken(testApp.app, { grant_type: 'refresh_token', refresh_token: refreshToken }).catch(
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TokenError);
  expect((error as TokenError).body.error).toBe('invalid_grant');
}

/** A member signed in twice: the sign-up browser and a second one. */
async function memberWithTwoBrowsers() {
  const member = await signUpMember(testApp.app, testApp.config);
  const other = await signInMember(testApp.app, testApp.config, member.email, member.password);
  return { member, other, otherAuthorization: `Bearer ${other.accessToken}` };
}

const latestMessageTo = async (recipient: string) =>
  (await listMessages(testApp.database.db, { recipient, limit: 1 }))[0];

describe('changing the password', () => {
  withOwnApp();

  it('refuses a wrong current password, naming the field, and changes nothing', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const response = await call(as(member.authorization), changePassword, {
      body: { currentPassword: 'not the password at all', newPassword: 'a brand new long password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.error.fields).toEqual({ currentPassword: 'This is not your current password' });
    await expect(signInMember(testApp.app, testApp.config, member.email, member.password)).resolves.toBeDefined();
  });

  it('holds the new password to the sign-up rules', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const short = await callUnchecked(as(member.authorization), changePassword, {
      body: { currentPassword: member.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.error.fields?.newPassword).toBe('Use at least 12 characters');
    const same = await callUnchecked(as(member.authorization), changePassword, {
      body: { currentPassword: member.password, newPassword: member.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.error.fields?.newPassword).toBe('Choose a password other than your current one');
  });

  it('needs an Idempotency-Key', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const response = await call(as(member.authorization), changePassword, {
      body: { currentPassword: member.password, newPassword: 'a brand new long password' },
      idempotencyKey: null,
    });
    expect(response.statusCode).toBe(400);
  });

  it('limits guesses of the current password to 5 a minute', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await call(
        as(member.authorization),
        changePassword,
        { body: { currentPassword: `guess number ${attempt}`, newPassword: 'a brand new long password' } },
        { remoteAddress: address },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('signs out every other browser, whose refresh token is refused, keeps this one, and emails the member', async () => {
    const { member, other, otherAuthorization } = await memberWithTwoBrowsers();
    expect((await sessions(otherAuthorization)).statusCode).toBe(200);
    const newPassword = 'a brand new long password';
    const response = await call(as(member.authorization), changePassword, {
      body: { currentPassword: member.password, newPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ signedOutBrowsers: 1 });

    await refreshFails(other.refreshToken);
    // Its access token, though not expired, is refused too: its session is gone.
    const refused = await sessions(otherAuthorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.error.code).toBe('INVALID_TOKEN_OR_EXPIRED');
    expect((await sessions(member.authorization)).statusCode).toBe(200);
    const stillHere = await exchangeToken(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: member.tokens.refreshToken,
    });
    expect(stillHere.accessToken).toBeTruthy();

    await expect(signInMember(testApp.app, testApp.config, member.email, member.password)).rejects.toThrow(
      /sign-in failed/,
    );
    await expect(signInMember(testApp.app, testApp.config, member.email, newPassword)).resolves.toBeDefined();
    const notice = await latestMessageTo(member.email);
    expect(notice?.subject).toMatch(/password was changed/);
  });
});

describe('changing the email', () => {
  withOwnApp();

  async function startChange(member: Member, newEmail: string) {
    const response = await call(
      as(member.authorization),
      startEmailChange,
      { body: { newEmail } },
      { remoteAddress: newAddress() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response;
    const message = await latestMessageTo(newEmail);
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    if (!code) throw new Error('no code was sent to the new address');
    return { data, code };
  }
  const confirm = (member: Member, code: string) =>
    call(as(member.authorization), confirmEmailChange, { body: { code } }, { remoteAddress: newAddress() });

  it('answers an email another account holds as any other, telling its owner instead of the caller', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const someoneElse = await signUpMember(testApp.app, testApp.config);
    const free = await call(as(member.authorization), startEmailChange, {
      body: { newEmail: `free-${randomUUID()}@example.test` },
    });
    const taken = await call(as(member.authorization), startEmailChange, {
      body: { newEmail: ` ${someoneElse.email.toUpperCase()} ` },
    });
    // The same answer as for an address nobody has: the caller learns nothing about the account.
    expect(taken.statusCode, taken.body).toBe(free.statusCode);
    const { data } = taken;
    expect(data).toEqual({ sentTo: someoneElse.email, codeLength: 6, expiresInSeconds: 900 });

    const notice = await latestMessageTo(someoneElse.email);
    expect(notice?.subject).toMatch(/asked to use your email on another/);
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    // No code can take the address: every one is wrong, as for a mistyped code.
    for (const code of ['000000', '123456']) {
      const refused = await confirm(member, code);
      expect(refused.statusCode).toBe(400);
      expect(refused.error.fields?.code).toMatch(/That code is not right/);
    }
    await expect(signInMember(testApp.app, testApp.config, member.email, member.password)).resolves.toBeDefined();
  });

  it('changes the email once the code sent to the new address comes back, and tells the old address', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const newEmail = `new-${randomUUID()}@example.test`;
    const { data, code } = await startChange(member, newEmail);
    expect(data).toEqual({ sentTo: newEmail, codeLength: 6, expiresInSeconds: 900 });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await confirm(member, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error.fields?.code).toBe('That code is not right. 4 tries left.');

    const right = await confirm(member, code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.data).toEqual({ email: newEmail });

    const notice = await latestMessageTo(member.email);
    expect(notice?.subject).toMatch(/email was changed/);
    expect(notice?.body).toContain(newEmail);

    const reused = await confirm(member, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.error.fields?.code).toMatch(/already used/);

    await expect(signInMember(testApp.app, testApp.config, newEmail, member.password)).resolves.toBeDefined();
    await expect(signInMember(testApp.app, testApp.config, member.email, member.password)).rejects.toThrow();
  });

  it('refuses an expired code and closes a code after 5 wrong tries', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const first = await startChange(member, `new-${randomUUID()}@example.test`);
    await testApp.database.db
      .update(emailChangeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeCodes.memberId, member.memberId));
    const expired = await confirm(member, first.code);
    expect(expired.statusCode).toBe(400);
    expect(expired.error.fields?.code).toMatch(/expired/);

    const second = await startChange(member, `new-${randomUUID()}@example.test`);
    const wrongCode = second.code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await confirm(member, wrongCode);
    const closed = await confirm(member, second.code);
    expect(closed.statusCode).toBe(400);
    expect(closed.error.fields?.code).toMatch(/Too many wrong codes/);
  });

  it('replaces an open code with a new one: only the latest works', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const first = await startChange(member, `first-${randomUUID()}@example.test`);
    const secondEmail = `second-${randomUUID()}@example.test`;
    const second = await startChange(member, secondEmail);
    if (first.code !== second.code) expect((await confirm(member, first.code)).statusCode).toBe(400);
    const right = await confirm(member, second.code);
    expect(right.data).toEqual({ email: secondEmail });
  });
});

describe('signed-in browsers', () => {
  withOwnApp();

  const list = async (authorization: string) => {
    const response = await sessions(authorization);
    expect(response.statusCode).toBe(200);
    return response.data.browsers;
  };

  it('lists the member’s browsers, this one marked and first, and no one else’s', async () => {
    const { member, otherAuthorization } = await memberWithTwoBrowsers();
    await signUpMember(testApp.app, testApp.config);
    const browsers = await list(otherAuthorization);
    expect(browsers).toHaveLength(2);
    expect(browsers.map((browser) => browser.isCurrent)).toEqual([true, false]);
    const fromFirst = await list(member.authorization);
    expect(fromFirst[0]?.id).toBe(browsers[1]?.id);
    expect(browsers[0]).toMatchObject({ description: 'Unknown browser', deviceType: 'unknown' });
  });

  it('signs out one other browser; another member’s browser answers 404 and this one 422', async () => {
    const { member, other, otherAuthorization } = await memberWithTwoBrowsers();
    const stranger = await signUpMember(testApp.app, testApp.config);
    const [strangersBrowser] = await list(stranger.authorization);
    const [current, otherBrowser] = await list(member.authorization);

    const signOut = (sessionId: string | undefined) =>
      call(as(member.authorization), signOutBrowser, { params: { sessionId: sessionId ?? '' } });
    const foreign = await signOut(strangersBrowser?.id);
    expect(foreign.statusCode).toBe(404);
    expect(await list(stranger.authorization)).toHaveLength(1);

    const own = await signOut(current?.id);
    expect(own.statusCode).toBe(422);

    const signedOut = await signOut(otherBrowser?.id);
    expect(signedOut.statusCode).toBe(200);
    await refreshFails(other.refreshToken);
    expect((await sessions(otherAuthorization)).statusCode).toBe(401);
    expect((await list(member.authorization)).map((browser) => browser.id)).toEqual([current?.id]);

    const again = await signOut(otherBrowser?.id);
    expect(again.statusCode).toBe(404);
  });

  it('signs out every other browser at once, leaving other members alone', async () => {
    const { member, other } = await memberWithTwoBrowsers();
    const third = await signInMember(testApp.app, testApp.config, member.email, member.password);
    const stranger = await signUpMember(testApp.app, testApp.config);
    const response = await call(as(member.authorization), signOutOtherBrowsers);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ signedOutBrowsers: 2 });
    await refreshFails(other.refreshToken);
    await refreshFails(third.refreshToken);
    const thirdCall = await sessions(`Bearer ${third.accessToken}`);
    expect(thirdCall.statusCode).toBe(401);
    await expect(
      exchangeToken(testApp.app, { grant_type: 'refresh_token', refresh_token: member.tokens.refreshToken }),
    ).resolves.toBeDefined();
    await expect(
      exchangeToken(testApp.app, { grant_type: 'refresh_token', refresh_token: stranger.tokens.refreshToken }),
    ).resolves.toBeDefined();
    expect(await list(member.authorization)).toHaveLength(1);
  });
});

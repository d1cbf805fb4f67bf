import { randomUUID } from 'node:crypto';
import {
  providerLogin,
  providerMaxLoginAttempts,
  providerMfa,
  showProviderSession,
} from '@fernleaf/contract/sandbox-bank';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Caller,
  createBankTestApp,
  initiateLink,
  institutionAt,
  loginSuccess,
  newCaller,
  providerSignIn,
} from '../../test/bank-test-kit.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { handedBackToken } from './demo-bank.ts';
import { findSessionOf } from './link-session-repo.ts';
import { linkSessionTtlMs } from './link-session-view.ts';
import { hashLinkToken } from './link-token.ts';

let testApp: Awaited<ReturnType<typeof createBankTestApp>>;
let member: Caller;
let other: Caller;

beforeAll(async () => {
  testApp = await createBankTestApp();
  [member, other] = await Promise.all([newCaller(testApp), newCaller(testApp)]);
});
// Each test starts an hour later, so the hourly limit on link sessions counts only its own.
beforeEach(() => testApp.clock.advance(60 * 60 * 1000));
afterEach(() => assertLedgerBalanced(testApp.database.db));
afterAll(() => testApp.close());

const showSession = (caller: Caller, linkSessionId: string) =>
  call(caller, showProviderSession, { params: { linkSessionId } });
const stored = (id: string) => findSessionOf(testApp.database.db, member.memberId, id);
const answerMfa = (caller: Caller, linkSessionId: string, code: string) =>
  call(caller, providerMfa, { params: { linkSessionId }, body: { code } });

describe('GET /api/sandbox/bank/link-sessions/:linkSessionId', () => {
  it("shows the member's own session as initiate answered it", async () => {
    const session = await initiateLink(member, institutionAt.AKOYA);
    const response = await showSession(member, session.linkSessionId);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual(session);
  });

  it("answers 404 for another member's session or a missing one, and names a malformed id", async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    for (const id of [session.linkSessionId, randomUUID()]) {
      const response = await showSession(other, id);
      expect(response.statusCode).toBe(404);
      expect(response.error.code).toBe('NOT_FOUND');
    }
    const malformed = await callUnchecked(member, showProviderSession, { params: { linkSessionId: 'not-a-session' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.error.fields).toEqual({ linkSessionId: 'Enter a valid link session id' });
  });

  it('shows an expired session as FAILED', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    testApp.clock.advance(linkSessionTtlMs);
    expect((await showSession(member, session.linkSessionId)).data.status).toBe('FAILED');
  });
});

describe('sign-in at the provider', () => {
  it('authorizes the normal user, keeping the lower-cased username and only the hash of the token', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const { username, password } = session.credentials;
    const response = await providerSignIn(member, session.linkSessionId, {
      username: ` ${username.toUpperCase()} `,
      password,
    });
    expect(response.statusCode).toBe(200);
    const result = response.data;
    expect(result).toMatchObject({ status: 'AUTHORIZED', message: null, redirectUrl: null });
    expect(result.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const publicToken = handedBackToken(result);
    const row = await stored(session.linkSessionId);
    expect(row).toMatchObject({ status: 'AUTHORIZED', providerUsername: username.toLowerCase(), failedAttempts: 0 });
    expect(row?.publicTokenHash).toBe(hashLinkToken(publicToken));
    expect(row?.publicTokenHash).not.toContain(publicToken);
  });

  it(`closes the session after ${providerMaxLoginAttempts} wrong passwords`, async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const wrong = { username: session.credentials.username, password: 'not-the-password' };
    for (let attempt = 1; attempt < providerMaxLoginAttempts; attempt++) {
      const result = (await providerSignIn(member, session.linkSessionId, wrong)).data;
      expect(result).toMatchObject({ status: 'INVALID_CREDENTIALS', publicToken: null });
      expect(result.message).toBeTruthy();
      expect((await stored(session.linkSessionId))?.failedAttempts).toBe(attempt);
    }
    const last = (await providerSignIn(member, session.linkSessionId, wrong)).data;
    expect(last).toMatchObject({ status: 'FAILED', publicToken: null, message: expect.stringMatching(/too many/i) });
    expect((await stored(session.linkSessionId))?.status).toBe('FAILED');
    // Even the right password is refused now.
    const right = (await providerSignIn(member, session.linkSessionId, session.credentials)).data;
    expect(right.status).toBe('FAILED');
    expect((await showSession(member, session.linkSessionId)).data.status).toBe('FAILED');
  });

  it('counts wrong MFA codes as failures, and a right one authorizes', async () => {
    const session = await initiateLink(member, institutionAt.FINICITY);
    const { mfaUsername, password, mfaCode } = session.credentials;
    const signIn = (await providerSignIn(member, session.linkSessionId, { username: mfaUsername, password })).data;
    expect(signIn).toMatchObject({ status: 'MFA_REQUIRED', publicToken: null, redirectUrl: null });
    expect(signIn.message).toBeTruthy();
    const wrongCode = mfaCode === '0000' ? '1111' : '0000';
    const wrong = (await answerMfa(member, session.linkSessionId, wrongCode)).data;
    expect(wrong).toMatchObject({
      status: 'INVALID_CREDENTIALS',
      publicToken: null,
      message: expect.stringMatching(/code/),
    });
    expect(await stored(session.linkSessionId)).toMatchObject({ status: 'MFA_REQUIRED', failedAttempts: 1 });
    const right = (await answerMfa(member, session.linkSessionId, mfaCode)).data;
    expect(right.status).toBe('AUTHORIZED');
    expect(right.publicToken).toBeTruthy();
    expect((await stored(session.linkSessionId))?.providerUsername).toBe(mfaUsername.toLowerCase());
  });

  it(`fails the session after ${providerMaxLoginAttempts} wrong codes`, async () => {
    const session = await initiateLink(member, institutionAt.AKOYA);
    const { mfaUsername, password, mfaCode } = session.credentials;
    await providerSignIn(member, session.linkSessionId, { username: mfaUsername, password });
    const wrongCode = mfaCode === '0000' ? '1111' : '0000';
    const answers = [];
    for (let attempt = 0; attempt < providerMaxLoginAttempts; attempt++) {
      answers.push((await answerMfa(member, session.linkSessionId, wrongCode)).data.status);
    }
    expect(answers).toEqual([...Array(providerMaxLoginAttempts - 1).fill('INVALID_CREDENTIALS'), 'FAILED']);
    expect((await answerMfa(member, session.linkSessionId, mfaCode)).data.status).toBe('FAILED');
  });

  it('hands the Akoya code back in the redirect to /bv-callback/akoya', async () => {
    const session = await initiateLink(member, institutionAt.AKOYA);
    const result = (await providerSignIn(member, session.linkSessionId, session.credentials)).data;
    expect(result.publicToken).toBeNull();
    const redirect = new URL(result.redirectUrl ?? '', 'http://localhost');
    expect(redirect.pathname).toBe('/bv-callback/akoya');
    expect(redirect.searchParams.get('state')).toBe(session.linkSessionId);
    expect(hashLinkToken(redirect.searchParams.get('code') ?? '')).toBe(
      (await stored(session.linkSessionId))?.publicTokenHash,
    );
  });

  it('answers FAILED on an expired session and counts nothing', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    testApp.clock.advance(linkSessionTtlMs);
    const result = (await providerSignIn(member, session.linkSessionId, session.credentials)).data;
    expect(result).toMatchObject({ status: 'FAILED', publicToken: null, message: expect.stringMatching(/timed out/) });
    expect(await stored(session.linkSessionId)).toMatchObject({ status: 'OPEN', publicTokenHash: null });
  });

  it('refuses a code before the password, and a second sign-in once authorized', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const early = await answerMfa(member, session.linkSessionId, session.credentials.mfaCode);
    expect(early.statusCode).toBe(409);
    await providerSignIn(member, session.linkSessionId, session.credentials);
    const again = await providerSignIn(member, session.linkSessionId, session.credentials);
    expect(again.statusCode).toBe(409);
    expect(again.error.title).toBe('Already signed in');
  });

  it("answers 404 for another member's session and leaves it as it was", async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const login = await providerSignIn(other, session.linkSessionId, session.credentials);
    expect(login.statusCode).toBe(404);
    const mfa = await answerMfa(other, session.linkSessionId, session.credentials.mfaCode);
    expect(mfa.statusCode).toBe(404);
    expect(await stored(session.linkSessionId)).toMatchObject({ status: 'OPEN', failedAttempts: 0 });
  });

  it('names the fields of a bad sign-in or code', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const params = { linkSessionId: session.linkSessionId };
    const login = await callUnchecked(member, providerLogin, { params, body: { username: ' ', password: '' } });
    expect(login.statusCode).toBe(400);
    expect(login.error.fields).toEqual({ username: 'Enter your username', password: 'Enter your password' });
    const mfa = await callUnchecked(member, providerMfa, { params, body: { code: '12' } });
    expect(mfa.error.fields).toEqual({ code: 'Enter the 4 to 8 digit code' });
  });

  it('hands back a token that login-success takes once the session is signed in', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const result = (await providerSignIn(member, session.linkSessionId, session.credentials)).data;
    const response = await loginSuccess(member, 'PLAID', session.linkSessionId, handedBackToken(result));
    expect(response.data.status).toBe('PENDING');
    expect((await showSession(member, session.linkSessionId)).data.status).toBe('LINKED');
  });
});

import { randomUUID } from 'node:crypto';
import { providerMaxLoginAttempts } from '@fernleaf/contract/sandbox-bank';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Caller,
  callApi,
  createBankTestApp,
  initiateLink,
  institutionAt,
  loginSuccess,
  newCaller,
  providerSignIn,
} from '../../test/bank-test-kit.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
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

const sessionPath = (id: string) => `/api/sandbox/bank/link-sessions/${id}`;
const stored = (id: string) => findSessionOf(testApp.database.db, member.memberId, id);
const answerMfa = (caller: Caller, id: string, code: string) =>
  callApi(caller, 'POST', `${sessionPath(id)}/mfa`, { code });

describe('GET /api/sandbox/bank/link-sessions/:linkSessionId', () => {
  it("shows the member's own session as initiate answered it", async () => {
    const session = await initiateLink(member, institutionAt.AKOYA);
    const response = await callApi(member, 'GET', sessionPath(session.linkSessionId));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(session);
  });

  it("answers 404 for another member's session or a missing one, and names a malformed id", async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    for (const id of [session.linkSessionId, randomUUID()]) {
      const response = await callApi(other, 'GET', sessionPath(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const malformed = await callApi(member, 'GET', sessionPath('not-a-session'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ linkSessionId: 'Enter a valid link session id' });
  });

  it('shows an expired session as FAILED', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    testApp.clock.advance(linkSessionTtlMs);
    expect((await callApi(member, 'GET', sessionPath(session.linkSessionId))).json().data.status).toBe('FAILED');
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
    const result = response.json().data;
    expect(result).toMatchObject({ status: 'AUTHORIZED', message: null, redirectUrl: null });
    expect(result.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await stored(session.linkSessionId);
    expect(row).toMatchObject({ status: 'AUTHORIZED', providerUsername: username.toLowerCase(), failedAttempts: 0 });
    expect(row?.publicTokenHash).toBe(hashLinkToken(result.publicToken));
    expect(row?.publicTokenHash).not.toContain(result.publicToken);
  });

  it(`closes the session after ${providerMaxLoginAttempts} wrong passwords`, async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const wrong = { username: session.credentials.username, password: 'not-the-password' };
    for (let attempt = 1; attempt < providerMaxLoginAttempts; attempt++) {
      const result = (await providerSignIn(member, session.linkSessionId, wrong)).json().data;
      expect(result).toMatchObject({ status: 'INVALID_CREDENTIALS', publicToken: null });
      expect(result.message).toBeTruthy();
      expect((await stored(session.linkSessionId))?.failedAttempts).toBe(attempt);
    }
    const last = (await providerSignIn(member, session.linkSessionId, wrong)).json().data;
    expect(last).toMatchObject({ status: 'FAILED', publicToken: null, message: expect.stringMatching(/too many/i) });
    expect((await stored(session.linkSessionId))?.status).toBe('FAILED');
    // Even the right password is refused now.
    const right = (await providerSignIn(member, session.linkSessionId, session.credentials)).json().data;
    expect(right.status).toBe('FAILED');
    expect((await callApi(member, 'GET', sessionPath(session.linkSessionId))).json().data.status).toBe('FAILED');
  });

  it('counts wrong MFA codes as failures, and a right one authorizes', async () => {
    const session = await initiateLink(member, institutionAt.FINICITY);
    const { mfaUsername, password, mfaCode } = session.credentials;
    const signIn = (await providerSignIn(member, session.linkSessionId, { username: mfaUsername, password })).json()
      .data;
    expect(signIn).toMatchObject({ status: 'MFA_REQUIRED', publicToken: null, redirectUrl: null });
    expect(signIn.message).toBeTruthy();
    const wrongCode = mfaCode === '0000' ? '1111' : '0000';
    const wrong = (await answerMfa(member, session.linkSessionId, wrongCode)).json().data;
    expect(wrong).toMatchObject({
      status: 'INVALID_CREDENTIALS',
      publicToken: null,
      message: expect.stringMatching(/code/),
    });
    expect(await stored(session.linkSessionId)).toMatchObject({ status: 'MFA_REQUIRED', failedAttempts: 1 });
    const right = (await answerMfa(member, session.linkSessionId, mfaCode)).json().data;
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
      answers.push((await answerMfa(member, session.linkSessionId, wrongCode)).json().data.status);
    }
    expect(answers).toEqual([...Array(providerMaxLoginAttempts - 1).fill('INVALID_CREDENTIALS'), 'FAILED']);
    expect((await answerMfa(member, session.linkSessionId, mfaCode)).json().data.status).toBe('FAILED');
  });

  it('hands the Akoya code back in the redirect to /bv-callback/akoya', async () => {
    const session = await initiateLink(member, institutionAt.AKOYA);
    const result = (await providerSignIn(member, session.linkSessionId, session.credentials)).json().data;
    expect(result.publicToken).toBeNull();
    const redirect = new URL(result.redirectUrl, 'http://localhost');
    expect(redirect.pathname).toBe('/bv-callback/akoya');
    expect(redirect.searchParams.get('state')).toBe(session.linkSessionId);
    expect(hashLinkToken(redirect.searchParams.get('code') ?? '')).toBe(
      (await stored(session.linkSessionId))?.publicTokenHash,
    );
  });

  it('answers FAILED on an expired session and counts nothing', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    testApp.clock.advance(linkSessionTtlMs);
    const result = (await providerSignIn(member, session.linkSessionId, session.credentials)).json().data;
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
    expect(again.json().error.title).toBe('Already signed in');
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
    const login = await providerSignIn(member, session.linkSessionId, { username: ' ', password: '' });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.fields).toEqual({ username: 'Enter your username', password: 'Enter your password' });
    const mfa = await answerMfa(member, session.linkSessionId, '12');
    expect(mfa.json().error.fields).toEqual({ code: 'Enter the 4 to 8 digit code' });
  });

  it('hands back a token that login-success takes once the session is signed in', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const result = (await providerSignIn(member, session.linkSessionId, session.credentials)).json().data;
    const response = await loginSuccess(member, 'PLAID', session.linkSessionId, result.publicToken);
    expect(response.json().data.status).toBe('PENDING');
    expect((await callApi(member, 'GET', sessionPath(session.linkSessionId))).json().data.status).toBe('LINKED');
  });
});

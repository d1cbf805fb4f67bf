import {
  akoyaLinkEvent,
  akoyaLoginSuccess,
  finicityConnectEvent,
  initiateBankLink,
  listBankAccounts,
  listLinkedAccountTransactions,
  plaidLinkEvent,
  plaidLoginSuccess,
  searchInstitutions,
  topInstitutions,
} from '@fernleaf/contract/bank';
import { providerMfa } from '@fernleaf/contract/sandbox-bank';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Caller,
  createBankTestApp,
  initiateLink,
  institutionAt,
  linkBank,
  loginSuccess,
  newCaller,
  newKey,
  providerSignIn,
} from '../../test/bank-test-kit.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { handedBackToken } from './demo-bank.ts';
import { findEventsOf, findSessionOf } from './link-session-repo.ts';
import { maxLinkSessionsPerHour } from './link-session-service.ts';
import { linkSessionTtlMs } from './link-session-view.ts';

let testApp: Awaited<ReturnType<typeof createBankTestApp>>;
let member: Caller;
let other: Caller;

beforeAll(async () => {
  testApp = await createBankTestApp();
  [member, other] = await Promise.all([newCaller(testApp), newCaller(testApp)]);
});
// Each test starts an hour later, so the hourly limit on link sessions counts only its own.
beforeEach(() => testApp.clock.advance(60 * 60 * 1000));
// Linking moves no money, but nothing it does may leave the ledger unbalanced either.
afterEach(() => assertLedgerBalanced(testApp.database.db));
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const answerMfa = (caller: Caller, linkSessionId: string, code: string) =>
  call(caller, providerMfa, { params: { linkSessionId }, body: { code } });

describe('institutions', () => {
  it('answers the most used banks with the provider each links through', async () => {
    const response = await call(member, topInstitutions, { body: {} });
    expect(response.statusCode).toBe(200);
    const { institutions } = response.data;
    expect(institutions.length).toBeGreaterThan(0);
    for (const institution of institutions) {
      const listed = await testApp.aggregator.findInstitution(institution.id);
      expect(institution).toEqual(listed);
    }
    const akoyaOnly = (await call(member, topInstitutions, { body: { isAkoyaSupported: true } })).data.institutions;
    expect(akoyaOnly.length).toBeGreaterThan(0);
    expect(akoyaOnly.every((institution) => institution.isAkoyaSupported)).toBe(true);
  });

  it('searches a page of 4 at a time, page 0 first', async () => {
    const first = (await call(member, searchInstitutions, { body: { query: 'bank' } })).data;
    expect(first).toMatchObject({ page: 0, size: 4 });
    expect(first.institutions).toHaveLength(4);
    expect(first.total).toBeGreaterThan(4);
    const second = (await call(member, searchInstitutions, { body: { query: 'bank', page: 1 } })).data;
    expect(second.page).toBe(1);
    const firstIds = first.institutions.map((institution) => institution.id);
    for (const institution of second.institutions) expect(firstIds).not.toContain(institution.id);
    for (const institution of [...first.institutions, ...second.institutions]) {
      expect(['PLAID', 'FINICITY', 'AKOYA']).toContain(institution.source);
    }
  });

  it('names the query when it is empty', async () => {
    const response = await callUnchecked(member, searchInstitutions, { body: { query: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ query: 'Enter a bank name' });
  });
});

describe('POST /api/bank/linking/initiate', () => {
  it("opens a session at the institution's provider with the sandbox credentials", async () => {
    const before = testApp.clock.ms;
    const session = await initiateLink(member, institutionAt.PLAID);
    expect(session).toMatchObject({
      source: 'PLAID',
      status: 'OPEN',
      redirectUrl: null,
      institution: { id: institutionAt.PLAID, source: 'PLAID' },
      credentials: testApp.aggregator.sandboxCredentials('PLAID'),
    });
    expect(Date.parse(session.expiresAt)).toBe(before + linkSessionTtlMs);
  });

  it('sends the browser to the Akoya authorization page with the session as state', async () => {
    const session = await initiateLink(member, institutionAt.AKOYA);
    expect(session.source).toBe('AKOYA');
    expect(session.redirectUrl).toBe(`/sandbox/akoya/authorize?state=${session.linkSessionId}`);
  });

  it('answers 422 naming institutionId for a bank the aggregator does not list', async () => {
    const response = await call(member, initiateBankLink, { body: { institutionId: 'ins_nowhere' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.error.fields ?? {})).toEqual(['institutionId']);
  });

  it('answers 400 naming institutionId when it is missing', async () => {
    const response = await callUnchecked(member, initiateBankLink, { body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ institutionId: 'Choose a bank' });
  });

  it('refuses an eleventh session within the hour, and allows one an hour later', async () => {
    const caller = await newCaller(testApp);
    for (let count = 0; count < maxLinkSessionsPerHour; count++) await initiateLink(caller, institutionAt.PLAID);
    const refused = await call(caller, initiateBankLink, { body: { institutionId: institutionAt.PLAID } });
    expect(refused.statusCode).toBe(429);
    expect(refused.error).toMatchObject({ code: 'RATE_LIMITED', title: 'Too many bank links' });
    testApp.clock.advance(60 * 60 * 1000);
    expect((await initiateLink(caller, institutionAt.PLAID)).status).toBe('OPEN');
  });
});

describe('login-success', () => {
  it('links a Plaid bank as PENDING and marks the session LINKED', async () => {
    const { session, bank } = await linkBank(member, 'PLAID');
    expect(bank).toMatchObject({ source: 'PLAID', status: 'PENDING', institutionName: 'Ally Bank' });
    const stored = await findSessionOf(db(), member.memberId, session.linkSessionId);
    expect(stored).toMatchObject({ status: 'LINKED', bankId: bank.id, providerUsername: 'user_good' });
  });

  it('links a Finicity bank after the MFA code', async () => {
    const session = await initiateLink(member, institutionAt.FINICITY);
    const { mfaUsername, password, mfaCode } = session.credentials;
    const signIn = await providerSignIn(member, session.linkSessionId, {
      username: mfaUsername.toUpperCase(),
      password,
    });
    expect(signIn.data).toMatchObject({ status: 'MFA_REQUIRED', publicToken: null });
    const mfa = await answerMfa(member, session.linkSessionId, mfaCode);
    expect(mfa.data.status).toBe('AUTHORIZED');
    const response = await loginSuccess(member, 'FINICITY', session.linkSessionId, handedBackToken(mfa.data));
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ source: 'FINICITY', status: 'PENDING' });
    const stored = await findSessionOf(db(), member.memberId, session.linkSessionId);
    expect(stored?.providerUsername).toBe(mfaUsername.toLowerCase());
  });

  it("links an Akoya bank from the provider's redirect code and state", async () => {
    const session = await initiateLink(member, institutionAt.AKOYA);
    const signIn = (await providerSignIn(member, session.linkSessionId, session.credentials)).data;
    expect(signIn.publicToken).toBeNull();
    const redirect = new URL(signIn.redirectUrl ?? '', 'http://localhost');
    expect(redirect.pathname).toBe('/bv-callback/akoya');
    expect(redirect.searchParams.get('state')).toBe(session.linkSessionId);
    const response = await call(member, akoyaLoginSuccess, {
      body: { state: redirect.searchParams.get('state') ?? '', code: redirect.searchParams.get('code') ?? '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ source: 'AKOYA', status: 'PENDING', institutionName: 'Chase' });
  });

  it('replays the first answer for the same Idempotency-Key, and answers the same bank for a new key', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const token = handedBackToken((await providerSignIn(member, session.linkSessionId, session.credentials)).data);
    const key = newKey();
    const first = await loginSuccess(member, 'PLAID', session.linkSessionId, token, key);
    const replay = await loginSuccess(member, 'PLAID', session.linkSessionId, token, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const again = await loginSuccess(member, 'PLAID', session.linkSessionId, token);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.data.id).toBe(first.data.id);
  });

  it('refreshes the bank the member already has for the same login instead of listing it twice', async () => {
    const caller = await newCaller(testApp);
    const first = await linkBank(caller, 'PLAID');
    const accountsBefore = await listAccounts(caller);
    const totalsBefore = await Promise.all(accountsBefore.map((account) => transactionTotal(caller, account.id)));
    expect(Math.min(...totalsBefore)).toBeGreaterThan(0);
    const second = await linkBank(caller, 'PLAID');
    expect(second.bank.id).toBe(first.bank.id);
    expect(second.bank.status).toBe('PENDING');
    const accountsAfter = await listAccounts(caller);
    expect(accountsAfter.map((account) => account.id)).toEqual(accountsBefore.map((account) => account.id));
    expect(await Promise.all(accountsAfter.map((account) => transactionTotal(caller, account.id)))).toEqual(
      totalsBefore,
    );
    // Another login at the same bank is another link.
    const session = await initiateLink(caller, institutionAt.PLAID);
    const { mfaUsername, password, mfaCode } = session.credentials;
    await providerSignIn(caller, session.linkSessionId, { username: mfaUsername, password });
    const mfa = await answerMfa(caller, session.linkSessionId, mfaCode);
    const third = await loginSuccess(caller, 'PLAID', session.linkSessionId, handedBackToken(mfa.data));
    expect(third.data.id).not.toBe(first.bank.id);
  });

  it('answers 422 LINK_TOKEN_INVALID for a token that is not the one handed back', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    await providerSignIn(member, session.linkSessionId, session.credentials);
    const response = await loginSuccess(member, 'PLAID', session.linkSessionId, 'public-sandbox-not-the-token');
    expect(response.statusCode).toBe(422);
    expect(response.error).toMatchObject({
      code: 'LINK_TOKEN_INVALID',
      description: 'The token from your bank does not match this link. Start linking your bank again.',
    });
    expect((await findSessionOf(db(), member.memberId, session.linkSessionId))?.status).toBe('AUTHORIZED');
  });

  it('answers 422 LINK_TOKEN_INVALID before sign-in at the provider finished, and once the session expired', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const early = await loginSuccess(member, 'PLAID', session.linkSessionId, 'anything');
    expect(early.statusCode).toBe(422);
    expect(early.error.description).toMatch(/has not finished/);

    const token = handedBackToken((await providerSignIn(member, session.linkSessionId, session.credentials)).data);
    testApp.clock.advance(linkSessionTtlMs);
    const late = await loginSuccess(member, 'PLAID', session.linkSessionId, token);
    expect(late.statusCode).toBe(422);
    expect(late.error).toMatchObject({
      code: 'LINK_TOKEN_INVALID',
      description: expect.stringMatching(/expired/),
    });
  });

  it("answers 422 naming the session field when the session is another provider's", async () => {
    const session = await initiateLink(member, institutionAt.FINICITY);
    const token = handedBackToken((await providerSignIn(member, session.linkSessionId, session.credentials)).data);
    const plaid = await loginSuccess(member, 'PLAID', session.linkSessionId, token);
    expect(plaid.statusCode).toBe(422);
    expect(Object.keys(plaid.error.fields ?? {})).toEqual(['linkSessionId']);
    const akoya = await loginSuccess(member, 'AKOYA', session.linkSessionId, token);
    expect(Object.keys(akoya.error.fields ?? {})).toEqual(['state']);
    // Still good at its own provider.
    expect((await loginSuccess(member, 'FINICITY', session.linkSessionId, token)).statusCode).toBe(200);
  });

  it("answers 404 for another member's session, even with its token, and links nothing", async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const token = handedBackToken((await providerSignIn(member, session.linkSessionId, session.credentials)).data);
    const response = await loginSuccess(other, 'PLAID', session.linkSessionId, token);
    expect(response.statusCode).toBe(404);
    expect(response.error.code).toBe('NOT_FOUND');
    expect((await findSessionOf(db(), member.memberId, session.linkSessionId))?.status).toBe('AUTHORIZED');
    const list = await call(other, listBankAccounts, { query: { includePendingBank: 'true' } });
    expect(list.data.banks).toEqual([]);
  });

  it('names the field of a malformed session id or missing token', async () => {
    const plaid = await callUnchecked(member, plaidLoginSuccess, {
      body: { linkSessionId: 'not-a-uuid', publicToken: '' },
    });
    expect(plaid.statusCode).toBe(400);
    expect(Object.keys(plaid.error.fields ?? {}).sort()).toEqual(['linkSessionId', 'publicToken']);
    const akoya = await callUnchecked(member, akoyaLoginSuccess, { body: { state: '123' } });
    expect(akoya.error.fields).toEqual({
      state: 'Enter a valid link session id',
      code: 'The provider did not return a code',
    });
  });
});

describe('link events', () => {
  it('records each event, and an EXIT closes a session still signing in', async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const opened = await call(member, plaidLinkEvent, {
      body: { linkSessionId: session.linkSessionId, eventName: 'OPEN' },
    });
    expect(opened.data).toEqual({ recorded: true });
    expect((await findSessionOf(db(), member.memberId, session.linkSessionId))?.status).toBe('OPEN');
    testApp.clock.advance(1);
    await call(member, plaidLinkEvent, {
      body: {
        linkSessionId: session.linkSessionId,
        eventName: 'EXIT',
        errorCode: 'USER_EXIT',
        errorMessage: 'closed the window',
      },
    });
    expect((await findSessionOf(db(), member.memberId, session.linkSessionId))?.status).toBe('FAILED');
    expect(await findEventsOf(db(), session.linkSessionId)).toEqual([
      { eventName: 'OPEN', errorCode: null, errorMessage: null },
      { eventName: 'EXIT', errorCode: 'USER_EXIT', errorMessage: 'closed the window' },
    ]);
  });

  it('keeps the session open on ERROR, so a wrong password can be tried again', async () => {
    for (const [source, event] of [
      ['FINICITY', finicityConnectEvent],
      ['AKOYA', akoyaLinkEvent],
    ] as const) {
      const session = await initiateLink(member, institutionAt[source]);
      const wrong = await providerSignIn(member, session.linkSessionId, {
        username: session.credentials.username,
        password: 'wrong-password',
      });
      const response = await call(member, event, {
        body: {
          linkSessionId: session.linkSessionId,
          eventName: 'ERROR',
          errorCode: wrong.data.status,
          errorMessage: wrong.data.message ?? undefined,
        },
      });
      expect(response.statusCode).toBe(200);
      expect((await findSessionOf(db(), member.memberId, session.linkSessionId))?.status).toBe('OPEN');
      const right = await providerSignIn(member, session.linkSessionId, session.credentials);
      expect(right.data.status).toBe('AUTHORIZED');
      // Leaving the screen after signing in does not undo it.
      await call(member, event, { body: { linkSessionId: session.linkSessionId, eventName: 'EXIT' } });
      expect((await findSessionOf(db(), member.memberId, session.linkSessionId))?.status).toBe('AUTHORIZED');
    }
  });

  it('closes a session waiting for the MFA code on exit, in any case', async () => {
    const session = await initiateLink(member, institutionAt.AKOYA);
    const { mfaUsername, password } = session.credentials;
    await providerSignIn(member, session.linkSessionId, { username: mfaUsername, password });
    await call(member, akoyaLinkEvent, { body: { linkSessionId: session.linkSessionId, eventName: 'exit' } });
    expect((await findSessionOf(db(), member.memberId, session.linkSessionId))?.status).toBe('FAILED');
  });

  it("answers 404 for another member's session and records nothing", async () => {
    const session = await initiateLink(member, institutionAt.PLAID);
    const response = await call(other, plaidLinkEvent, {
      body: { linkSessionId: session.linkSessionId, eventName: 'EXIT' },
    });
    expect(response.statusCode).toBe(404);
    expect(await findEventsOf(db(), session.linkSessionId)).toEqual([]);
    expect((await findSessionOf(db(), member.memberId, session.linkSessionId))?.status).toBe('OPEN');
  });

  it('names linkSessionId when it is not a uuid', async () => {
    const response = await callUnchecked(member, plaidLinkEvent, { body: { linkSessionId: 'abc', eventName: 'OPEN' } });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ linkSessionId: 'Enter a valid link session id' });
  });
});

async function listAccounts(caller: Caller) {
  const { banks } = (await call(caller, listBankAccounts, { query: { includePendingBank: 'true' } })).data;
  return banks.flatMap((bank) => bank.accounts);
}

async function transactionTotal(caller: Caller, accountId: string): Promise<number> {
  return (await call(caller, listLinkedAccountTransactions, { params: { accountId } })).data.total;
}

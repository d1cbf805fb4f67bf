// Step-up checks before full numbers (decision 026): refused without one, a wrong password limited,
// a pass lets reveals through on its own session for 5 minutes and audits each one, and every other
// answer of the checking calls carries the last four digits only.
import { getDisbursementMethods } from '@fernleaf/contract/cash-advance';
import {
  getAccountSummary,
  getBankingEsign,
  getBankingTransactions,
  getCheckingAccountInfo,
  getDebitCard,
  getDirectDeposit,
  getDirectDepositForm,
  listAchTransfers,
  lockDebitCard,
} from '@fernleaf/contract/checking';
import { type StepUpBody, startStepUpCode, stepUp as stepUpCall } from '@fernleaf/contract/step-up';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkingAccounts, debitCards } from '../../db/schema/checking.ts';
import { outbox, users } from '../../db/schema/identity.ts';
import { seedDemoData } from '../../demo-data.ts';
import { demoMember } from '../../demo-member.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { createSandboxAggregator } from '../../sandbox/bank-aggregators/sandbox-aggregator.ts';
import { type Caller, call, callUnchecked, memberAddress } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { exchangeToken, signInMember } from '../../test/sign-in-flow.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  openAccountFor,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';
import { listSensitiveReveals } from './repo.ts';

let t: CheckingTestApp;
let member: TestMember;
let cardNumber: string;
let cvv: string;
let accountNumber: string;

beforeAll(async () => {
  t = await createCheckingTestApp();
  member = await signUpMemberWithAddress(t);
  await openAccountFor(t, member);
  const [card] = await t.db.select().from(debitCards).where(eq(debitCards.memberId, member.memberId));
  const [account] = await t.db.select().from(checkingAccounts).where(eq(checkingAccounts.memberId, member.memberId));
  if (!card || !account) throw new Error('no account or card was issued');
  cardNumber = decryptField(t.fieldKey, card.numberEncrypted);
  cvv = decryptField(t.fieldKey, card.cvvEncrypted);
  accountNumber = decryptField(t.fieldKey, account.accountNumberEncrypted);
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

/** The member signed in with another token (another session, or a refreshed one), from their own address. */
const signedInAs = (memberId: string, accessToken: string): Caller => ({
  app: t.app,
  authorization: `Bearer ${accessToken}`,
  remoteAddress: memberAddress(memberId),
});
const stepUp = (who: Caller, body: StepUpBody) => call(who, stepUpCall, { body });
const revealCard = (who: Caller) => call(who, getDebitCard, { query: { reveal: 'true' } });
const revealCalls = [
  ['the card', revealCard],
  [
    'the account number',
    (who: Caller) => call(who, getCheckingAccountInfo, { query: { revealAccountNumber: 'true' } }),
  ],
  ['the direct-deposit details', (who: Caller) => call(who, getDirectDeposit, { query: { reveal: 'true' } })],
  ['the direct-deposit form', (who: Caller) => call(who, getDirectDepositForm)],
] as const;

describe('revealing full numbers', () => {
  it('is refused with STEP_UP_REQUIRED before any step-up check, and nothing is audited', async () => {
    for (const [name, reveal] of revealCalls) {
      const response = await reveal(member);
      expect(response.statusCode, name).toBe(403);
      expect(response.error.code).toBe('STEP_UP_REQUIRED');
      expect(response.body).not.toContain(accountNumber);
      expect(response.body).not.toContain(cardNumber);
    }
    expect(await listSensitiveReveals(t.db, member.memberId)).toEqual([]);
  });

  it('refuses a malformed step-up naming the field', async () => {
    const noPassword = await callUnchecked(member, stepUpCall, { body: { method: 'password', password: '' } });
    expect(noPassword.statusCode).toBe(400);
    expect(Object.keys(noPassword.error.fields ?? {})).toEqual(['password']);
    const noMethod = await callUnchecked(member, stepUpCall, { body: { password: 'x' } });
    expect(noMethod.statusCode).toBe(400);
  });

  it('lets them out after the password, on this session only, and audits each reveal', async () => {
    const passed = await stepUp(member, { method: 'password', password: member.password });
    expect(passed.statusCode).toBe(200);
    expect(passed.data).toEqual({
      grantedUntil: new Date(t.clock.now.getTime() + 300_000).toISOString(),
      windowSeconds: 300,
    });

    const card = await revealCard(member);
    expect(card.statusCode).toBe(200);
    expect(card.data).toMatchObject({ number: cardNumber, cvv });
    const info = await call(member, getCheckingAccountInfo, { query: { revealAccountNumber: 'true' } });
    expect(info.data?.achInformation.accountNumber).toBe(accountNumber);
    const details = await call(member, getDirectDeposit, { query: { reveal: 'true' } });
    expect(details.data.accountNumber).toBe(accountNumber);
    const form = await call(member, getDirectDepositForm);
    expect(form.statusCode).toBe(200);

    const reveals = await listSensitiveReveals(t.db, member.memberId);
    expect(reveals.map((reveal) => reveal.subject).sort()).toEqual([
      'ACCOUNT_NUMBER',
      'CARD_DETAILS',
      'DIRECT_DEPOSIT_DETAILS',
      'DIRECT_DEPOSIT_FORM',
    ]);
    const cardReveal = reveals.find((reveal) => reveal.subject === 'CARD_DETAILS');
    expect(cardReveal).toMatchObject({
      revealedAt: t.clock.now,
      requestId: card.headers['x-request-id'] ?? expect.any(String),
    });
    expect(cardReveal?.ipAddress).toMatch(/^10\./);
    expect(cardReveal?.sessionId).toMatch(/.+/);

    // The same member signed in elsewhere is another session: it needs its own check.
    const tokens = await signInMember(t.app, t.config, member.email, member.password);
    const elsewhere = signedInAs(member.memberId, tokens.accessToken);
    expect((await revealCard(elsewhere)).statusCode).toBe(403);
  });

  it('holds across a token refresh, which keeps the sign-in session', async () => {
    const fresh = await exchangeToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: member.tokens.refreshToken,
    });
    const refreshed = signedInAs(member.memberId, fresh.accessToken);
    expect(refreshed.authorization).not.toBe(member.authorization);
    expect((await revealCard(refreshed)).statusCode).toBe(200);
  });

  it('needs a new check once the 5-minute window has passed', async () => {
    await stepUp(member, { method: 'password', password: member.password });
    t.advance(299);
    expect((await revealCard(member)).statusCode).toBe(200);
    t.advance(2);
    const late = await revealCard(member);
    expect(late.statusCode).toBe(403);
    expect(late.error.code).toBe('STEP_UP_REQUIRED');
  });

  it('refuses a wrong password and pauses after five in a row, even for the right one, for 15 minutes', async () => {
    const other = await signUpMemberWithAddress(t);
    await openAccountFor(t, other);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await stepUp(other, { method: 'password', password: 'not the password' });
      expect(wrong.statusCode).toBe(422);
      expect(Object.keys(wrong.error.fields ?? {})).toEqual(['password']);
    }
    const fifth = await stepUp(other, { method: 'password', password: 'not the password' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.error.code).toBe('STEP_UP_LOCKED');
    const rightButLocked = await stepUp(other, { method: 'password', password: other.password });
    expect(rightButLocked.statusCode).toBe(429);
    expect((await revealCard(other)).statusCode).toBe(403);

    t.advance(15 * 60 + 1);
    const after = await stepUp(other, { method: 'password', password: other.password });
    expect(after.statusCode).toBe(200);
    expect((await revealCard(other)).statusCode).toBe(200);
  });

  it('passes with a code texted to the verified phone, and not without one', async () => {
    const other = await signUpMemberWithAddress(t);
    await openAccountFor(t, other);
    // Opening checking needs a verified phone; a member whose phone was later unverified has none to text.
    await t.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, other.memberId));
    const noPhone = await call(other, startStepUpCode);
    expect(noPhone.statusCode).toBe(409);

    await t.db
      .update(users)
      .set({ phoneNumber: '2155550188', phoneVerifiedAt: t.clock.now })
      .where(eq(users.id, other.memberId));
    const started = await call(other, startStepUpCode);
    expect(started.statusCode).toBe(200);
    expect(started.data).toMatchObject({ sentTo: '(•••) •••-0188', codeLength: 6 });
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, '2155550188'), eq(outbox.channel, 'sms')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const code = /^(\d{6}) /.exec(message?.body ?? '')?.[1] ?? '';
    const { sessionId } = started.data;

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await stepUp(other, { method: 'code', sessionId, code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.error.fields ?? {})).toEqual(['code']);
    const passed = await stepUp(other, { method: 'code', sessionId, code });
    expect(passed.statusCode).toBe(200);
    expect((await revealCard(other)).data.number).toMatch(/^\d{16}$/);
    // A code is good once.
    expect((await stepUp(other, { method: 'code', sessionId, code })).statusCode).toBe(404);
  });
});

describe('every other answer', () => {
  it('carries only the last four digits of the demo member card and account', async () => {
    await seedDemoData(t.db, {
      fieldKey: t.fieldKey,
      aggregator: createSandboxAggregator(),
      brandName: 'Fernleaf',
      now: t.clock.now,
    });
    const tokens = await signInMember(t.app, t.config, demoMember.email, demoMember.password);
    const [demo] = await t.db.select().from(users).where(eq(users.email, demoMember.email));
    if (!demo) throw new Error('no demo member');
    const caller = signedInAs(demo.id, tokens.accessToken);
    const [card] = await t.db.select().from(debitCards).where(eq(debitCards.memberId, demo.id));
    const [account] = await t.db.select().from(checkingAccounts).where(eq(checkingAccounts.memberId, demo.id));
    if (!card || !account) throw new Error('the demo member has no checking');
    const fullCard = decryptField(t.fieldKey, card.numberEncrypted);
    const fullAccount = decryptField(t.fieldKey, account.accountNumberEncrypted);

    const reads = [
      ['the account info', () => call(caller, getCheckingAccountInfo)],
      [
        'the account info, not revealed',
        () => call(caller, getCheckingAccountInfo, { query: { revealAccountNumber: 'false' } }),
      ],
      ['the card', () => call(caller, getDebitCard)],
      ['the direct-deposit details', () => call(caller, getDirectDeposit)],
      ['the account summary', () => call(caller, getAccountSummary)],
      ['the transactions', () => call(caller, getBankingTransactions, { query: { pageSize: 100 } })],
      ['the transfers', () => call(caller, listAchTransfers)],
      ['the agreements', () => call(caller, getBankingEsign)],
      [
        'the cash advance delivery methods',
        () => call(caller, getDisbursementMethods, { query: { applicationAmount: 5000 } }),
      ],
    ] as const;
    for (const [name, read] of reads) {
      const response = await read();
      expect(response.statusCode, name).toBe(200);
      expect(response.body, name).not.toContain(fullCard);
      expect(response.body, name).not.toContain(fullAccount);
    }
    const shown = (await call(caller, getDebitCard)).data;
    expect(shown).toMatchObject({ last4: card.last4, number: null, cvv: null });
    const deposit = (await call(caller, getDirectDeposit)).data;
    expect(deposit).toMatchObject({
      accountNumber: `••••${account.accountNumberLast4}`,
      accountNumberLast4: account.accountNumberLast4,
    });
    const lock = await call(caller, lockDebitCard, { body: { locked: false } });
    expect(lock.body).not.toContain(fullCard);
    expect(lock.data.cvv).toBeNull();
  });
});

import { createCheckingAccount, getCheckingAccountInfo, signBankingEsign } from '@fernleaf/contract/checking';
import { stepUp } from '@fernleaf/contract/step-up';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkingAccounts, debitCards } from '../../db/schema/checking.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  openAccountFor,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';
import { updateIdentity } from '../identity-verification/repo.ts';
import { isLuhnValid } from './issued-numbers.ts';
import { isValidRoutingNumber, partnerBank } from './partner-bank.ts';

let t: CheckingTestApp;
/** A member who never opens an account: the "someone else" of these tests. */
let other: TestMember;
beforeAll(async () => {
  t = await createCheckingTestApp();
  other = await signUpMemberWithAddress(t);
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

const create = (member: TestMember, payload: object, idempotencyKey?: string) =>
  callUnchecked(member, createCheckingAccount, { body: payload, idempotencyKey });
const sign = (member: TestMember, documentIds: string[]) => call(member, signBankingEsign, { body: { documentIds } });
const info = (member: TestMember, query: { revealAccountNumber?: string } = {}) =>
  callUnchecked(member, getCheckingAccountInfo, { query });

describe('POST /api/banking/checkingAccount/create', () => {
  it('stops with MISSING_VALUES naming addressId when no address is given', async () => {
    const member = await signUpMemberWithAddress(t);
    for (const payload of [{}, { addressId: '' }, { addressId: '   ' }]) {
      const response = await create(member, payload);
      expect(response.statusCode).toBe(422);
      expect(response.error).toMatchObject({
        code: 'MISSING_VALUES',
        fields: { addressId: expect.any(String) },
      });
    }
  });

  it("answers 404 for another member's address or one that does not exist", async () => {
    const member = await signUpMemberWithAddress(t);
    await sign(member, ['ESIGN_CONSENT', 'CHECKING_ACCOUNT_AGREEMENT']);
    for (const addressId of [other.addressId, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await create(member, { addressId });
      expect(response.statusCode).toBe(404);
      expect(response.error.code).toBe('NOT_FOUND');
    }
    expect((await info(member)).data).toBeNull();
  });

  it('needs the e-sign consent and the account agreement signed, naming the ones missing', async () => {
    const member = await signUpMemberWithAddress(t);
    const none = await create(member, { addressId: member.addressId });
    expect(none.statusCode).toBe(422);
    expect(none.error).toMatchObject({
      code: 'ESIGN_REQUIRED',
      description: expect.stringContaining(
        'Consent to Electronic Records and Signatures and Checking Account Agreement',
      ),
    });

    await sign(member, ['ESIGN_CONSENT', 'PRIVACY_NOTICE']);
    const one = await create(member, { addressId: member.addressId });
    expect(one.statusCode).toBe(422);
    expect(one.error.code).toBe('ESIGN_REQUIRED');
    expect(one.error.description).toContain('Checking Account Agreement');
    expect(one.error.description).not.toContain('Consent');
    expect((await info(member)).data).toBeNull();
  });

  it('opens no account until the identity check has passed', async () => {
    const member = await signUpMemberWithAddress(t);
    await sign(member, ['ESIGN_CONSENT', 'CHECKING_ACCOUNT_AGREEMENT']);
    const cases = [
      { identityStatus: null, step: 'ssn-and-verification', says: 'Social Security number' },
      { identityStatus: 'KBA_REQUIRED', step: 'kba', says: 'questions' },
      { identityStatus: 'FAILED', step: 'ssn-and-verification', says: 'Contact support' },
    ];
    for (const { identityStatus, step, says } of cases) {
      await updateIdentity(t.db, member.memberId, { identityStatus });
      const response = await create(member, { addressId: member.addressId });
      expect(response.statusCode).toBe(409);
      expect(response.error).toMatchObject({
        code: 'ONBOARDING_STEP_REQUIRED',
        description: expect.stringContaining(says),
        steps: [step],
      });
    }
    expect((await info(member)).data).toBeNull();
  });

  it('opens the account with an inactive Visa debit card, once', async () => {
    const member = await signUpMemberWithAddress(t);
    await sign(member, ['ESIGN_CONSENT', 'CHECKING_ACCOUNT_AGREEMENT']);
    const response = await create(member, { addressId: member.addressId, depositCode: 'DD1', paymentForm: 'ACH' });
    expect(response.statusCode).toBe(200);
    const accountId = String(response.data.accountId);
    expect(response.data).toEqual({ message: 'Created', accountId: expect.any(String) });

    const [account] = await t.db.select().from(checkingAccounts).where(eq(checkingAccounts.id, accountId));
    expect(account).toMatchObject({ memberId: member.memberId, status: 'OPEN', addressId: member.addressId });
    expect(account?.depositCode).toBe('DD1');
    const accountNumber = decryptField(t.fieldKey, account?.accountNumberEncrypted ?? '');
    expect(accountNumber).toMatch(/^[1-9]\d{11}$/);
    expect(account?.accountNumberLast4).toBe(accountNumber.slice(-4));
    expect(account?.routingNumber).toBe(partnerBank.routingNumber);
    expect(isValidRoutingNumber(account?.routingNumber ?? '')).toBe(true);

    const cards = await t.db.select().from(debitCards).where(eq(debitCards.memberId, member.memberId));
    expect(cards).toHaveLength(1);
    const [card] = cards;
    const number = decryptField(t.fieldKey, card?.numberEncrypted ?? '');
    expect(number).toMatch(/^4\d{15}$/);
    expect(isLuhnValid(number)).toBe(true);
    expect(decryptField(t.fieldKey, card?.cvvEncrypted ?? '')).toMatch(/^\d{3}$/);
    expect(card).toMatchObject({
      status: 'INACTIVE',
      locked: false,
      last4: number.slice(-4),
      expiryMonth: t.clock.now.getUTCMonth() + 1,
      expiryYear: t.clock.now.getUTCFullYear() + 4,
    });

    // A second create, with another key, answers the same account and opens nothing new.
    const second = await create(member, { addressId: member.addressId });
    expect(second.data).toEqual({ message: 'Created', accountId });
    expect(await t.db.select().from(debitCards).where(eq(debitCards.memberId, member.memberId))).toHaveLength(1);
  });

  it('replays the first answer for the same Idempotency-Key and refuses the key with another body', async () => {
    const member = await signUpMemberWithAddress(t);
    await sign(member, ['ESIGN_CONSENT', 'CHECKING_ACCOUNT_AGREEMENT']);
    const key = `create-${crypto.randomUUID()}`;
    const first = await create(member, { addressId: member.addressId }, key);
    const replay = await create(member, { addressId: member.addressId }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);

    const reused = await create(member, { addressId: member.addressId, depositCode: 'OTHER' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const missingKey = await call({ app: t.app, authorization: member.authorization }, createCheckingAccount, {
      body: { addressId: member.addressId },
      idempotencyKey: null,
    });
    expect(missingKey.statusCode).toBe(400);
  });
});

describe('GET /api/checking-account/info', () => {
  it('answers null, not an error, for a member without a checking account', async () => {
    const member = await signUpMemberWithAddress(t);
    const response = await info(member);
    expect(response.statusCode).toBe(200);
    expect(response.data).toBeNull();
  });

  it('shows the account number masked unless asked to reveal it, with balances from the ledger', async () => {
    const member = await signUpMemberWithAddress(t);
    const accountId = await openAccountFor(t, member);
    const [account] = await t.db.select().from(checkingAccounts).where(eq(checkingAccounts.id, accountId));
    const accountNumber = decryptField(t.fieldKey, account?.accountNumberEncrypted ?? '');

    const masked = await info(member);
    expect(masked.statusCode).toBe(200);
    expect(masked.data).toEqual({
      accountId,
      status: 'OPEN',
      availableBalance: 0,
      currentBalance: 0,
      pendingDeposits: 0,
      achInformation: {
        accountNumber: `••••${accountNumber.slice(-4)}`,
        accountNumberLast4: accountNumber.slice(-4),
        routingNumber: partnerBank.routingNumber,
      },
      openedOn: account?.createdAt.toISOString(),
    });
    expect(masked.body).not.toContain(accountNumber);

    // The whole number needs a fresh step-up check (decision 026).
    expect((await info(member, { revealAccountNumber: 'true' })).statusCode).toBe(403);
    const passed = await call(member, stepUp, { body: { method: 'password', password: member.password } });
    expect(passed.statusCode).toBe(200);
    const revealed = await info(member, { revealAccountNumber: 'true' });
    expect(revealed.data?.achInformation.accountNumber).toBe(accountNumber);
    const notRevealed = await info(member, { revealAccountNumber: 'false' });
    expect(notRevealed.data?.achInformation.accountNumber).toBe(`••••${accountNumber.slice(-4)}`);

    const bad = await info(member, { revealAccountNumber: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['revealAccountNumber']);
  });

  it("never shows another member's account", async () => {
    // A member without an account of their own is answered that they have none, whoever else has one.
    expect((await info(other)).data).toBeNull();
  });
});

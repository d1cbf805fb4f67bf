// Test support: the app with the checking calls on a test database, a clock tests can move, members
// with an address, and linked bank accounts inserted directly (the bank module is built separately).
import { randomUUID } from 'node:crypto';
import { createCheckingAccount, sandboxPayrollDeposit, signBankingEsign } from '@fernleaf/contract/checking';
import type { Db } from '../db/client.ts';
import { linkedBankAccounts, linkedBanks } from '../db/schema/banking.ts';
import { findAddressesOf, insertAddress } from '../identity/users-repo.ts';
import type { CheckingCallOptions } from '../modules/checking/routes.ts';
import { encryptField } from '../platform/field-encryption.ts';
import { call, ok } from './call.ts';
import { completeIdentitySteps } from './money-ready-member.ts';
import { signUpMember } from './sign-in-flow.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The app's default: the sandbox ACH network settles 30 s after a transfer. */
export const achSettleSeconds = 30;

export interface CheckingTestApp extends TestApp {
  db: Db;
  fieldKey: Buffer;
  clock: { now: Date };
  /** Moves the clock on by `seconds`. */
  advance(seconds: number): void;
}

export async function createCheckingTestApp(
  options: Partial<Pick<CheckingCallOptions, 'appEnv'>> = {},
): Promise<CheckingTestApp> {
  const clock = { now: new Date() };
  const testApp = await createTestApp({
    now: () => clock.now,
    ...(options.appEnv === 'production' ? { env: { APP_ENV: 'production' } } : {}),
  });
  return {
    ...testApp,
    db: testApp.database.db,
    fieldKey: testApp.secrets.fieldEncryptionKey,
    clock,
    advance: (seconds) => {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
}

export type TestMember = Awaited<ReturnType<typeof signUpMember>> & { addressId: string };

/** A member through the identity steps (phone, date of birth, address, identity), as checking requires. */
export async function signUpMemberWithAddress(
  t: CheckingTestApp,
  name?: { firstName: string; lastName: string },
): Promise<TestMember> {
  const member = await signUpMember(t.app, t.config, name ?? {});
  await insertAddress(t.db, {
    memberId: member.memberId,
    addressLine1: '200 Harbor Way',
    addressLine2: 'Unit 4',
    city: 'Norfolk',
    state: 'VA',
    postalCode: '23510',
    country: 'US',
    status: 'VERIFIED',
  });
  await completeIdentitySteps(t.db, member.memberId, t.clock.now);
  const [address] = await findAddressesOf(t.db, member.memberId);
  if (!address) throw new Error('test address was not inserted');
  return { ...member, addressId: address.id };
}

/** Signs the agreements and opens the account through the API; answers the account id. */
export async function openAccountFor(_t: CheckingTestApp, member: TestMember): Promise<string> {
  const documentIds = ['ESIGN_CONSENT', 'CHECKING_ACCOUNT_AGREEMENT', 'PRIVACY_NOTICE'];
  await ok(call(member, signBankingEsign, { body: { documentIds } }));
  const { accountId } = await ok(call(member, createCheckingAccount, { body: { addressId: member.addressId } }));
  if (!accountId) throw new Error('the checking account opened without an id');
  return accountId;
}

export async function payrollDeposit(_t: CheckingTestApp, member: TestMember, amount: number) {
  return ok(call(member, sandboxPayrollDeposit, { body: { amount, employer: 'Test Employer Payroll' } }));
}

export interface TestLinkedAccount {
  bankId: string;
  accountId: string;
}

/** A linked bank with one checking account, as the bank module would leave it after linking. */
export async function insertLinkedAccount(
  t: CheckingTestApp,
  memberId: string,
  overrides: Partial<{
    status: (typeof linkedBanks.$inferSelect)['status'];
    completesAt: Date;
    availableCents: bigint;
    currentCents: bigint;
  }> = {},
): Promise<TestLinkedAccount> {
  const [bank] = await t.db
    .insert(linkedBanks)
    .values({
      memberId,
      source: 'PLAID',
      institutionId: 'ins_test_bank',
      institutionName: 'Test Savings Bank',
      status: overrides.status ?? 'COMPLETE',
      completesAt: overrides.completesAt ?? new Date(0),
    })
    .returning({ id: linkedBanks.id });
  if (!bank) throw new Error('linked bank was not inserted');
  const accountNumber = `9${String(Date.now()).slice(-10)}`;
  const [account] = await t.db
    .insert(linkedBankAccounts)
    .values({
      bankId: bank.id,
      memberId,
      providerAccountId: randomUUID(),
      name: 'Everyday Checking',
      type: 'CHECKING',
      mask: accountNumber.slice(-4),
      accountNumberEncrypted: encryptField(t.fieldKey, accountNumber),
      routingNumber: '011000015',
      currentBalanceCents: overrides.currentCents ?? 500_000n,
      availableBalanceCents: overrides.availableCents ?? 500_000n,
      balanceAsOf: t.clock.now,
    })
    .returning({ id: linkedBankAccounts.id });
  if (!account) throw new Error('linked bank account was not inserted');
  return { bankId: bank.id, accountId: account.id };
}

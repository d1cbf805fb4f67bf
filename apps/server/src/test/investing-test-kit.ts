// Test support for investing money: a member with checking, payroll in it and an open self-directed
// account, and the calls that move its cash and trade in it.
import type { CallInput } from '@fernleaf/contract/define-call';
import { openInvestmentAccount, saveRiskAnswers } from '@fernleaf/contract/investing';
import {
  closeInvestmentAccount,
  depositFromLinkedBank,
  getAccountClosing,
  getRecurringDeposit,
  previewAccountClosing,
  setRecurringDeposit,
  setRecurringDepositStatus,
} from '@fernleaf/contract/investing-lifecycle';
import {
  getInvestmentPositions,
  listInvestmentOrders,
  listInvestmentTransactions,
  placeMarketOrder,
  previewMarketOrder,
  transferInvestmentCash,
} from '@fernleaf/contract/investing-money';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { linkedBankAccounts } from '../db/schema/banking.ts';
import { updateIdentity } from '../modules/identity-verification/repo.ts';
import { createSandboxMarket } from '../sandbox/market/market.ts';
import { call } from './call.ts';
import type { CheckingTestApp, TestMember } from './test-checking-app.ts';
import { openAccountFor, payrollDeposit, signUpMemberWithAddress } from './test-checking-app.ts';

export interface InvestingMember extends TestMember {
  investmentAccountId: string;
}

/** A member with open checking holding `checkingCents` and an open self-directed account. */
export async function selfDirectedMember(t: CheckingTestApp, checkingCents: number): Promise<InvestingMember> {
  const member = await signUpMemberWithAddress(t);
  await openAccountFor(t, member);
  await payrollDeposit(t, member, checkingCents);
  const opened = await openSelfDirected(t, member);
  if (opened.statusCode !== 200) throw new Error(`opening the investment account failed: ${opened.body}`);
  return { ...member, investmentAccountId: opened.data.accountId };
}

/** Asks to open a self-directed account with its disclosures accepted; answers the call's answer. */
export function openSelfDirected(_t: CheckingTestApp, member: TestMember) {
  return call(member, openInvestmentAccount, {
    body: {
      kind: 'SELF_DIRECTED',
      acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'],
    },
  });
}

/** Answers that score a Moderate risk profile (score 6). */
export const moderateRiskAnswers = {
  'time-horizon': 'YEARS_6_TO_10',
  goal: 'BALANCE',
  'market-drop': 'SELL_SOME',
  'income-stability': 'SOMEWHAT_STEADY',
} as const satisfies CallInput<typeof saveRiskAnswers>['body']['answers'];

/** A member with open checking holding `checkingCents` and an open managed account on the Moderate model. */
export async function managedMember(t: CheckingTestApp, checkingCents: number): Promise<InvestingMember> {
  const member = await signUpMemberWithAddress(t);
  await openAccountFor(t, member);
  await payrollDeposit(t, member, checkingCents);
  const answered = await call(member, saveRiskAnswers, { body: { answers: moderateRiskAnswers } });
  if (answered.statusCode !== 200) throw new Error(`answering the risk questions failed: ${answered.body}`);
  const opened = await call(member, openInvestmentAccount, {
    body: {
      kind: 'MANAGED',
      acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'ADVISORY_BROCHURE', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'],
    },
  });
  if (opened.statusCode !== 200) throw new Error(`opening the managed account failed: ${opened.body}`);
  return { ...member, investmentAccountId: opened.data.accountId };
}

/** Cash between checking and the account; a fresh Idempotency-Key unless given one. */
export function transfer(
  _t: CheckingTestApp,
  member: TestMember,
  accountId: string,
  body: CallInput<typeof transferInvestmentCash>['body'],
  idempotencyKey?: string,
) {
  return call(member, transferInvestmentCash, { params: { accountId }, body, idempotencyKey });
}

/** A market order; a fresh Idempotency-Key unless given one. */
export function order(
  _t: CheckingTestApp,
  member: TestMember,
  accountId: string,
  body: CallInput<typeof placeMarketOrder>['body'],
  idempotencyKey?: string,
) {
  return call(member, placeMarketOrder, { params: { accountId }, body, idempotencyKey });
}

export function preview(
  _t: CheckingTestApp,
  member: TestMember,
  accountId: string,
  body: CallInput<typeof previewMarketOrder>['body'],
) {
  return call(member, previewMarketOrder, { params: { accountId }, body });
}

export function positions(_t: CheckingTestApp, member: TestMember, accountId: string) {
  return call(member, getInvestmentPositions, { params: { accountId } });
}

export function orders(_t: CheckingTestApp, member: TestMember, accountId: string) {
  return call(member, listInvestmentOrders, { params: { accountId } });
}

export function transactions(_t: CheckingTestApp, member: TestMember, accountId: string) {
  return call(member, listInvestmentTransactions, { params: { accountId } });
}

/** Money in from a linked bank by ACH (decision 044). */
export function bankDeposit(
  _t: CheckingTestApp,
  member: TestMember,
  accountId: string,
  body: CallInput<typeof depositFromLinkedBank>['body'],
  idempotencyKey?: string,
) {
  return call(member, depositFromLinkedBank, { params: { accountId }, body, idempotencyKey });
}

/** The account's recurring deposit: read it, or set it when given a schedule. */
export function recurring(_t: CheckingTestApp, member: TestMember, accountId: string) {
  return call(member, getRecurringDeposit, { params: { accountId } });
}

export function setRecurring(
  _t: CheckingTestApp,
  member: TestMember,
  accountId: string,
  body: CallInput<typeof setRecurringDeposit>['body'],
) {
  return call(member, setRecurringDeposit, { params: { accountId }, body });
}

export function recurringStatus(
  _t: CheckingTestApp,
  member: TestMember,
  accountId: string,
  status: CallInput<typeof setRecurringDepositStatus>['body']['status'],
) {
  return call(member, setRecurringDepositStatus, { params: { accountId }, body: { status } });
}

/** Closing: what it would do, where it stands, and the closing itself. */
export function closingPreview(_t: CheckingTestApp, member: TestMember, accountId: string) {
  return call(member, previewAccountClosing, { params: { accountId } });
}

export function closingStatus(_t: CheckingTestApp, member: TestMember, accountId: string) {
  return call(member, getAccountClosing, { params: { accountId } });
}

export function closeAccount(_t: CheckingTestApp, member: TestMember, accountId: string, idempotencyKey?: string) {
  return call(member, closeInvestmentAccount, { params: { accountId }, body: { confirm: true }, idempotencyKey });
}

/**
 * The market sandbox, as app.ts wires it for investing: deterministic, so a test's own copy quotes the
 * prices the app's does. Here, so investing's tests import no sandbox (decision 048).
 */
export function sandboxMarket() {
  return createSandboxMarket();
}

/** What the linked account has available, as its bank's row holds it (the sandbox bank keeps it there). */
export async function linkedAvailableCents(db: Db, linkedAccountId: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ available: linkedBankAccounts.availableBalanceCents })
    .from(linkedBankAccounts)
    .where(eq(linkedBankAccounts.id, linkedAccountId));
  return row?.available;
}

/** Leaves the member's identity waiting for the questions that confirm it (KBA). */
export async function identityAwaitingKba(db: Db, memberId: string): Promise<void> {
  await updateIdentity(db, memberId, { identityStatus: 'KBA_REQUIRED' });
}

/** The value a test expects to be there (a position, a lot, an order); throws naming what is missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, found none`);
  return value;
}

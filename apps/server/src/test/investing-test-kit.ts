// Test support for investing money: a member with checking, payroll in it and an open self-directed
// account, and the calls that move its cash and trade in it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { linkedBankAccounts } from '../db/schema/banking.ts';
import { updateIdentity } from '../modules/identity-verification/repo.ts';
import { createSandboxMarket } from '../sandbox/market/market.ts';
import type { CheckingTestApp, TestMember } from './test-checking-app.ts';
import { callAs, openAccountFor, payrollDeposit, signUpMemberWithAddress } from './test-checking-app.ts';

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
  return { ...member, investmentAccountId: opened.json().data.accountId as string };
}

/** Asks to open a self-directed account with its disclosures accepted; answers the call's response. */
export function openSelfDirected(t: CheckingTestApp, member: TestMember) {
  return callAs(t, member, {
    method: 'POST',
    url: '/api/onboarding/investment/v1/accounts',
    payload: {
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
};

/** A member with open checking holding `checkingCents` and an open managed account on the Moderate model. */
export async function managedMember(t: CheckingTestApp, checkingCents: number): Promise<InvestingMember> {
  const member = await signUpMemberWithAddress(t);
  await openAccountFor(t, member);
  await payrollDeposit(t, member, checkingCents);
  const answered = await callAs(t, member, {
    method: 'PUT',
    url: '/api/onboarding/investment/v2/risk/answers',
    payload: { answers: moderateRiskAnswers },
  });
  if (answered.statusCode !== 200) throw new Error(`answering the risk questions failed: ${answered.body}`);
  const opened = await callAs(t, member, {
    method: 'POST',
    url: '/api/onboarding/investment/v1/accounts',
    payload: {
      kind: 'MANAGED',
      acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'ADVISORY_BROCHURE', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'],
    },
  });
  if (opened.statusCode !== 200) throw new Error(`opening the managed account failed: ${opened.body}`);
  return { ...member, investmentAccountId: opened.json().data.accountId as string };
}

/** A money call on the account (`transfers`, `orders`), with an Idempotency-Key when given one. */
function moneyCall(call: 'transfers' | 'orders') {
  return (t: CheckingTestApp, member: TestMember, accountId: string, payload: object, idempotencyKey?: string) =>
    callAs(t, member, {
      method: 'POST',
      url: `/api/investment/accounts/${accountId}/${call}`,
      payload,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
}

export const transfer = moneyCall('transfers');
export const order = moneyCall('orders');

export function preview(t: CheckingTestApp, member: TestMember, accountId: string, payload: object) {
  return callAs(t, member, { method: 'POST', url: `/api/investment/accounts/${accountId}/orders/preview`, payload });
}

export async function positions(t: CheckingTestApp, member: TestMember, accountId: string) {
  return callAs(t, member, { method: 'GET', url: `/api/investment/accounts/${accountId}/positions` });
}

export async function orders(t: CheckingTestApp, member: TestMember, accountId: string) {
  return callAs(t, member, { method: 'GET', url: `/api/investment/accounts/${accountId}/orders` });
}

export async function transactions(t: CheckingTestApp, member: TestMember, accountId: string) {
  return callAs(t, member, { method: 'GET', url: `/api/investment/accounts/${accountId}/transactions` });
}

/** Money in from a linked bank by ACH (decision 044). */
export function bankDeposit(
  t: CheckingTestApp,
  member: TestMember,
  accountId: string,
  payload: object,
  idempotencyKey?: string,
) {
  return callAs(t, member, {
    method: 'POST',
    url: `/api/investment/accounts/${accountId}/bank-deposits`,
    payload,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

/** The account's recurring deposit: read it, set it (PUT with a body), or set its status. */
export function recurring(t: CheckingTestApp, member: TestMember, accountId: string, payload?: object) {
  const url = `/api/investment/accounts/${accountId}/recurring-deposit`;
  return payload ? callAs(t, member, { method: 'PUT', url, payload }) : callAs(t, member, { method: 'GET', url });
}

export function recurringStatus(t: CheckingTestApp, member: TestMember, accountId: string, status: string) {
  return callAs(t, member, {
    method: 'PUT',
    url: `/api/investment/accounts/${accountId}/recurring-deposit/status`,
    payload: { status },
  });
}

/** Closing: what it would do, where it stands, and the closing itself. */
export function closingPreview(t: CheckingTestApp, member: TestMember, accountId: string) {
  return callAs(t, member, { method: 'GET', url: `/api/investment/accounts/${accountId}/closing/preview` });
}

export function closingStatus(t: CheckingTestApp, member: TestMember, accountId: string) {
  return callAs(t, member, { method: 'GET', url: `/api/investment/accounts/${accountId}/closing` });
}

export function closeAccount(t: CheckingTestApp, member: TestMember, accountId: string, idempotencyKey?: string) {
  return callAs(t, member, {
    method: 'POST',
    url: `/api/investment/accounts/${accountId}/closing`,
    payload: { confirm: true },
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
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

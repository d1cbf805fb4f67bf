import {
  activateDebitCard,
  createAchTransfer,
  getBankingTransactions,
  getCheckingAccountInfo,
  sandboxPayrollDeposit,
} from '@fernleaf/contract/checking';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkingAccounts, debitCards } from '../../db/schema/checking.ts';
import { inTransaction } from '../../db/transaction.ts';
import { platformAccount } from '../../ledger/accounts.ts';
import { type EntryInput, postEntry, settleEntry } from '../../ledger/post-entry.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  insertLinkedAccount,
  openAccountFor,
  payrollDeposit,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';
import { recordCardPurchase } from './card-purchase.ts';

let t: CheckingTestApp;
let member: TestMember;

/** Newest first, as the member sees them. */
const expected = {
  achOut: { kind: 'ach_out', amount: -1_000, status: 'PENDING', postedOn: null },
  achIn: { kind: 'ach_in', amount: 5_000, status: 'PENDING', postedOn: null },
  purchase: { kind: 'card_purchase', amount: -2_500, status: 'POSTED', description: 'Corner Market' },
  payroll: { kind: 'payroll_deposit', amount: 100_000, status: 'POSTED', description: 'Test Employer Payroll' },
};

beforeAll(async () => {
  t = await createCheckingTestApp();
  member = await signUpMemberWithAddress(t);
  await openAccountFor(t, member);
  const [card] = await t.db.select().from(debitCards).where(eq(debitCards.memberId, member.memberId));
  await call(member, activateDebitCard, {
    body: {
      expiry: `${String(card?.expiryMonth).padStart(2, '0')}/${String(card?.expiryYear).slice(-2)}`,
      cvv: decryptField(t.fieldKey, card?.cvvEncrypted ?? ''),
    },
  });

  await payrollDeposit(t, member, 100_000);
  await inTransaction(t.db, (tx) =>
    recordCardPurchase(tx, member.memberId, {
      reference: `test:${crypto.randomUUID()}`,
      amountCents: 2_500n,
      merchant: 'Corner Market',
      now: t.clock.now,
    }),
  );
  // A hold that was released: it must never show.
  const [account] = await t.db.select().from(checkingAccounts).where(eq(checkingAccounts.memberId, member.memberId));
  const network = platformAccount('card_network_clearing');
  const hold = await post({
    reference: `test:${crypto.randomUUID()}`,
    kind: 'card_authorization',
    description: 'Released hold',
    postings: [
      { accountId: account?.ledgerAccountId ?? '', amountCents: -700n },
      { accountId: network.id, amountCents: 700n },
    ],
    pending: true,
  });
  await settle(hold.entry.id, 'voided');

  const { accountId: linkedAccountId } = await insertLinkedAccount(t, member.memberId);
  for (const [direction, amount] of [
    ['IN', 5_000],
    ['OUT', 1_000],
  ] as const) {
    const response = await call(member, createAchTransfer, { body: { linkedAccountId, direction, amount } });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

// A query string as written, so the bad ones below reach the server as they are.
const transactions = (query = '') => callUnchecked(member, getBankingTransactions, { query });

const post = (input: EntryInput) => inTransaction(t.db, (tx) => postEntry(tx, input));
const settle = (entryId: string, outcome: 'posted' | 'voided') =>
  inTransaction(t.db, (tx) => settleEntry(tx, entryId, outcome));

describe('GET /api/banking/transactions', () => {
  it('lists every transaction newest first, five to a page by default, never a voided one', async () => {
    const response = await transactions();
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({ page: 0, pageSize: 5, total: 4 });
    expect(data.transactions).toMatchObject([expected.achOut, expected.achIn, expected.purchase, expected.payroll]);
    expect(data.transactions[3]).toEqual({
      id: expect.any(String),
      description: 'Test Employer Payroll',
      kind: 'payroll_deposit',
      amount: 100_000,
      status: 'POSTED',
      createdOn: expect.any(String),
      postedOn: expect.any(String),
    });
    expect(response.body).not.toContain('Released hold');
  });

  it('pages through them', async () => {
    const pages = await Promise.all([0, 1, 2].map((page) => transactions(`page=${page}&pageSize=2`)));
    const [first, second, third] = pages.map((page) => page.data);
    expect(first).toMatchObject({ page: 0, pageSize: 2, total: 4 });
    expect(first?.transactions).toMatchObject([expected.achOut, expected.achIn]);
    expect(second?.transactions).toMatchObject([expected.purchase, expected.payroll]);
    expect(third).toMatchObject({ page: 2, total: 4, transactions: [] });
  });

  it('filters deposits, withdrawals and pending ones', async () => {
    const filtered = async (filter: string) => (await transactions(`filter=${filter}`)).data;
    expect(await filtered('ALL')).toMatchObject({ total: 4 });
    expect(await filtered('DEPOSITS')).toMatchObject({ total: 2, transactions: [expected.achIn, expected.payroll] });
    expect(await filtered('WITHDRAWALS')).toMatchObject({
      total: 2,
      transactions: [expected.achOut, expected.purchase],
    });
    expect(await filtered('PENDING')).toMatchObject({ total: 2, transactions: [expected.achOut, expected.achIn] });
  });

  it('shows a transfer as posted once it settles', async () => {
    t.advance(60);
    await t.app.jobs.runDue(['ach-settlement']);
    const pending = (await transactions('filter=PENDING')).data;
    expect(pending.total).toBe(0);
    const [achOut] = (await transactions()).data.transactions;
    expect(achOut).toMatchObject({ kind: 'ach_out', status: 'POSTED', postedOn: t.clock.now.toISOString() });
  });

  it('names the field of a bad query', async () => {
    const cases: [string, string, string?][] = [
      ['filter=SOME', 'filter', 'Filter must be ALL, DEPOSITS, WITHDRAWALS or PENDING'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
    ];
    for (const [query, field, message] of cases) {
      const response = await transactions(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.error.fields ?? {}), query).toEqual([field]);
      if (message) expect(response.error.fields?.[field]).toBe(message);
    }
  });
});

describe('POST /api/sandbox/banking/payroll-deposit', () => {
  it('posts the deposit at once, described by the employer', async () => {
    const before = (await call(member, getCheckingAccountInfo)).data;
    const response = await call(member, sandboxPayrollDeposit, { body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({
      transactionId: expect.any(String),
      availableBalance: (before?.availableBalance ?? 0) + 125_000,
    });
    const [latest] = (await transactions()).data.transactions;
    expect(latest).toMatchObject({
      id: response.data.transactionId,
      kind: 'payroll_deposit',
      description: 'Harborview Logistics Payroll',
      amount: 125_000,
      status: 'POSTED',
    });
  });

  it('names the amount when it is too small or not whole cents', async () => {
    for (const amount of [99, 10.5, 1_000_001]) {
      const response = await call(member, sandboxPayrollDeposit, { body: { amount } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.error.fields ?? {})).toEqual(['amount']);
    }
  });
});

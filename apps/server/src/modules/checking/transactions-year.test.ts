// The checking account's transactions with a year of rows: paged in the database, each on exactly one
// page, newest first, whatever the page size or filter.
import type { BankingTransaction } from '@fernleaf/contract/checking';
import { activateDebitCard, getBankingTransactions } from '@fernleaf/contract/checking';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { debitCards } from '../../db/schema/checking.ts';
import { inTransaction } from '../../db/transaction.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  openAccountFor,
  payrollDeposit,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';
import { recordCardPurchase } from './card-purchase.ts';

const days = 365;
let t: CheckingTestApp;
let member: TestMember;

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
  await payrollDeposit(t, member, 1_000_000);
  // A purchase a day for a year.
  await inTransaction(t.db, async (tx) => {
    for (let day = 1; day <= days; day += 1) {
      await recordCardPurchase(tx, member.memberId, {
        reference: `test:year:${day}`,
        amountCents: BigInt(100 + day),
        merchant: `Merchant ${day}`,
        now: t.clock.now,
      });
    }
  });
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

interface Page {
  transactions: BankingTransaction[];
  page: number;
  pageSize: number;
  total: number;
}

async function page(query: string): Promise<Page> {
  const response = await callUnchecked(member, getBankingTransactions, { query });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.data;
}

async function walk(filter: string, pageSize: number): Promise<{ rows: BankingTransaction[]; pages: number }> {
  const rows: BankingTransaction[] = [];
  for (let number = 0; ; number += 1) {
    const answer = await page(`filter=${filter}&pageSize=${pageSize}&page=${number}`);
    expect(answer.transactions.length).toBeLessThanOrEqual(pageSize);
    rows.push(...answer.transactions);
    if ((number + 1) * pageSize >= answer.total) return { rows, pages: number + 1 };
  }
}

describe('GET /api/banking/transactions with a year of rows', () => {
  it('answers five at a time by default, the newest first, with the count of all', async () => {
    const first = await page('');
    expect(first).toMatchObject({ page: 0, pageSize: 5, total: days + 1 });
    expect(first.transactions.map((row) => row.description)).toEqual([
      'Merchant 365',
      'Merchant 364',
      'Merchant 363',
      'Merchant 362',
      'Merchant 361',
    ]);
    const last = await page(`page=${Math.ceil((days + 1) / 5) - 1}`);
    expect(last.transactions.map((row) => row.description)).toEqual(['Test Employer Payroll']);
    expect(await page(`page=${Math.ceil((days + 1) / 5)}`)).toMatchObject({ transactions: [], total: days + 1 });
  });

  it('hands out every row on exactly one page, the same whatever the page size', async () => {
    const small = await walk('ALL', 5);
    const large = await walk('ALL', 100);
    expect(small.pages).toBe(Math.ceil((days + 1) / 5));
    expect(large.pages).toBe(Math.ceil((days + 1) / 100));
    expect(new Set(small.rows.map((row) => row.id)).size).toBe(days + 1);
    expect(large.rows).toEqual(small.rows);
  });

  it('pages each filter on its own count', async () => {
    const withdrawals = await walk('WITHDRAWALS', 50);
    expect(withdrawals.rows).toHaveLength(days);
    expect(withdrawals.rows.every((row) => row.amount < 0)).toBe(true);
    expect((await page('filter=DEPOSITS')).total).toBe(1);
    expect((await page('filter=PENDING')).total).toBe(0);
  });

  it('refuses a page larger than 100, naming the field', async () => {
    const response = await call(member, getBankingTransactions, { query: { pageSize: '101' } });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toHaveProperty('pageSize');
  });
});

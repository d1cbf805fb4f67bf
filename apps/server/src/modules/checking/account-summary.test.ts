import {
  createAchTransfer,
  getAccountSummary,
  getCheckingAccountInfo,
  lockDebitCard,
  sandboxPayrollDeposit,
} from '@fernleaf/contract/checking';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkingAccounts, debitCards } from '../../db/schema/checking.ts';
import { call } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { insertTestMember } from '../../test/members.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  insertLinkedAccount,
  openAccountFor,
  payrollDeposit,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';

let t: CheckingTestApp;
beforeAll(async () => {
  t = await createCheckingTestApp();
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

const summary = async (member: TestMember) => {
  const response = await call(member, getAccountSummary);
  expect(response.statusCode).toBe(200);
  return response.data as {
    accounts: {
      id: string;
      type: string;
      name: string;
      mask: string;
      status: string;
      availableBalance: number | null;
    }[];
    totalAvailable: number;
  };
};

describe('GET /api/user/getAccountSummary', () => {
  it('lists checking, its card and the accounts of linked banks that finished linking', async () => {
    const member = await signUpMemberWithAddress(t);
    await openAccountFor(t, member);
    await payrollDeposit(t, member, 10_000);
    const ready = await insertLinkedAccount(t, member.memberId, { availableCents: 40_000n, currentCents: 41_000n });
    const finished = await insertLinkedAccount(t, member.memberId, {
      status: 'PENDING',
      completesAt: new Date(t.clock.now.getTime() - 1_000),
      availableCents: 7_000n,
    });
    await insertLinkedAccount(t, member.memberId, { status: 'REMOVED' });
    await insertLinkedAccount(t, member.memberId, { status: 'UNLINKED' });
    await insertLinkedAccount(t, member.memberId, {
      status: 'PENDING',
      completesAt: new Date(t.clock.now.getTime() + 60_000),
    });
    await insertLinkedAccount(t, await insertTestMember(t.db));
    // Money on its way out is not available.
    const out = await call(member, createAchTransfer, {
      body: { linkedAccountId: ready.accountId, direction: 'OUT', amount: 1_000 },
    });
    expect(out.statusCode).toBe(200);

    const [account] = await t.db.select().from(checkingAccounts).where(eq(checkingAccounts.memberId, member.memberId));
    const [card] = await t.db.select().from(debitCards).where(eq(debitCards.memberId, member.memberId));
    const data = await summary(member);
    expect(data.accounts).toHaveLength(4);
    expect(data.accounts.slice(0, 2)).toEqual([
      {
        id: account?.id,
        type: 'DEMAND_DEPOSIT',
        name: 'Fernleaf Checking',
        mask: account?.accountNumberLast4,
        status: 'OPEN',
        availableBalance: 9_000,
      },
      {
        id: card?.id,
        type: 'DEBIT_CARD',
        name: 'Fernleaf Visa Debit Card',
        mask: card?.last4,
        status: 'INACTIVE',
        availableBalance: null,
      },
    ]);
    const external = data.accounts.slice(2);
    expect(external.map((item) => item.id).sort()).toEqual([ready.accountId, finished.accountId].sort());
    expect(external.every((item) => item.type === 'EXTERNAL_BANK' && item.status === 'COMPLETE')).toBe(true);
    expect(external.find((item) => item.id === ready.accountId)).toMatchObject({
      name: 'Test Savings Bank Everyday Checking',
      availableBalance: 40_000,
    });
    expect(data.totalAvailable).toBe(9_000 + 40_000 + 7_000);

    await call(member, lockDebitCard, { body: { locked: true } });
    expect((await summary(member)).accounts[1]?.status).toBe('LOCKED');
  });

  it('lists only linked accounts for a member without a checking account', async () => {
    const member = await signUpMemberWithAddress(t);
    expect(await summary(member)).toEqual({ accounts: [], totalAvailable: 0 });
    const linked = await insertLinkedAccount(t, member.memberId, { availableCents: 12_345n });
    const data = await summary(member);
    expect(data.accounts.map((item) => [item.id, item.type])).toEqual([[linked.accountId, 'EXTERNAL_BANK']]);
    expect(data.totalAvailable).toBe(12_345);
  });
});

describe('sandbox payroll deposit', () => {
  it('answers 404 to a member without a checking account', async () => {
    const member = await signUpMemberWithAddress(t);
    const response = await call(member, sandboxPayrollDeposit, { body: { amount: 1_000 } });
    expect(response.statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await createCheckingTestApp({ appEnv: 'production' });
    try {
      const member = await signUpMemberWithAddress(production);
      await openAccountFor(production, member);
      const response = await call(member, sandboxPayrollDeposit, { body: { amount: 1_000 } });
      // Sandbox paths answer 503 in production (decision 025); the call is not registered there either.
      expect(response.statusCode).toBe(503);
      const info = await call(member, getCheckingAccountInfo);
      expect(info.data?.availableBalance).toBe(0);
    } finally {
      await production.close();
    }
  });
});

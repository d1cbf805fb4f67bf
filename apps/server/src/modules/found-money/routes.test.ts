import { randomUUID } from 'node:crypto';
import { removeBankLink } from '@fernleaf/contract/bank';
import { MS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { addDays, utcDateOf } from '@fernleaf/contract/calendar/days';
import { getFoundMoneyFindings } from '@fernleaf/contract/found-money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransactions, linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { type Caller, createBankTestApp, linkBank, newCaller } from '../../test/bank-test-kit.ts';
import { call } from '../../test/call.ts';

let testApp: Awaited<ReturnType<typeof createBankTestApp>>;
/** Links the sandbox Chase login, with a few fees and a subscription of our own added to its history. */
let member: Caller;
/** Links the same sandbox login, so the two histories look alike but are each member's own. */
let other: Caller;
/** Starts with no bank. */
let unlinked: Caller;

const db = () => testApp.database.db;
const findings = (caller: Caller) => call(caller, getFoundMoneyFindings);

/** The member's checking account at a bank, where the test adds transactions. */
async function checkingAccountOf(bankId: string): Promise<{ id: string; memberId: string }> {
  const accounts = await db()
    .select({ id: linkedBankAccounts.id, memberId: linkedBankAccounts.memberId, type: linkedBankAccounts.type })
    .from(linkedBankAccounts)
    .where(eq(linkedBankAccounts.bankId, bankId));
  const checking = accounts.find((account) => account.type === 'CHECKING') ?? accounts[0];
  if (!checking) throw new Error(`bank ${bankId} has no account`);
  return checking;
}

async function addTransaction(
  account: { id: string; memberId: string },
  row: { postedOn: string; amountCents: number; description: string; category: string; merchantName?: string },
  pending = false,
) {
  await db()
    .insert(bankTransactions)
    .values({
      accountId: account.id,
      memberId: account.memberId,
      providerTransactionId: `test-${randomUUID()}`,
      postedOn: row.postedOn,
      amountCents: BigInt(row.amountCents),
      description: row.description,
      merchantName: row.merchantName ?? null,
      category: row.category,
      pending,
    });
}

/**
 * What the findings should read, worked out here from every row stored for the member: posted, in the
 * period, on a bank that is not removed.
 */
async function countedRowsOf(memberId: string, period: { from: string; to: string }) {
  const rows = await db()
    .select({ transaction: bankTransactions, bankStatus: linkedBanks.status })
    .from(bankTransactions)
    .innerJoin(linkedBankAccounts, eq(linkedBankAccounts.id, bankTransactions.accountId))
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(eq(bankTransactions.memberId, memberId));
  return rows
    .filter(
      ({ transaction, bankStatus }) =>
        bankStatus !== 'REMOVED' &&
        !transaction.pending &&
        transaction.postedOn >= period.from &&
        transaction.postedOn <= period.to,
    )
    .map(({ transaction }) => ({ ...transaction, amountCents: jsonCents(transaction.amountCents) }));
}

type Findings = {
  period: { from: string; to: string };
  linkedBankCount: number;
  fees: {
    totalCents: number;
    yearlyCents: number;
    groups: { description: string; count: number; totalCents: number }[];
  };
  subscriptions: {
    merchantName: string;
    monthlyCents: number;
    yearlyCents: number;
    chargeCount: number;
    lastChargedOn: string;
  }[];
  subscriptionsMonthlyCents: number;
};

/** The fees and the subscriptions the bank files as such, checked against the stored rows. */
async function expectFindingsMatchStoredRows(caller: Caller, data: Findings) {
  const rows = await countedRowsOf(caller.memberId, data.period);

  const fees = rows.filter((row) => row.category === 'FEES' && row.amountCents < 0);
  const feeTotal = fees.reduce((sum, row) => sum - row.amountCents, 0);
  expect(data.fees.totalCents).toBe(feeTotal);
  expect(data.fees.yearlyCents).toBe(Math.round((feeTotal * 365) / 90));
  const byDescription = new Map<string, { count: number; totalCents: number }>();
  for (const row of fees) {
    const group = byDescription.get(row.description) ?? { count: 0, totalCents: 0 };
    byDescription.set(row.description, { count: group.count + 1, totalCents: group.totalCents - row.amountCents });
  }
  expect(
    Object.fromEntries(
      data.fees.groups.map(({ description, count, totalCents }) => [description, { count, totalCents }]),
    ),
  ).toEqual(Object.fromEntries(byDescription));

  const labelled = rows.filter((row) => row.category === 'SUBSCRIPTIONS' && row.amountCents < 0);
  const merchants = new Set(labelled.map((row) => row.merchantName ?? row.description));
  for (const merchant of merchants) {
    const charges = labelled.filter((row) => (row.merchantName ?? row.description) === merchant);
    const found = data.subscriptions.find((subscription) => subscription.merchantName === merchant);
    const amounts = charges.map((row) => -row.amountCents);
    expect(found).toMatchObject({
      chargeCount: charges.length,
      lastChargedOn: charges
        .map((row) => row.postedOn)
        .sort()
        .at(-1),
    });
    expect(found?.monthlyCents).toBeGreaterThanOrEqual(Math.min(...amounts));
    expect(found?.monthlyCents).toBeLessThanOrEqual(Math.max(...amounts));
    expect(found?.yearlyCents).toBe((found?.monthlyCents ?? 0) * 12);
  }
  // Anything else listed is a merchant actually charged in the period.
  for (const subscription of data.subscriptions) {
    expect(rows.some((row) => row.merchantName === subscription.merchantName && row.amountCents < 0)).toBe(true);
  }
  const yearly = data.subscriptions.map((subscription) => subscription.yearlyCents);
  expect(yearly).toEqual([...yearly].sort((a, b) => b - a));
  expect(data.subscriptionsMonthlyCents).toBe(data.subscriptions.reduce((sum, found) => sum + found.monthlyCents, 0));
}

let period: { from: string; to: string };

beforeAll(async () => {
  testApp = await createBankTestApp();
  [member, other, unlinked] = await Promise.all([newCaller(testApp), newCaller(testApp), newCaller(testApp)]);
  const today = utcDateOf(new Date(testApp.clock.ms));
  period = { from: addDays(today, -89), to: today };

  const { bank } = await linkBank(member, 'AKOYA');
  const account = await checkingAccountOf(bank.id);
  // Two overdraft fees inside the period, one each end; one a day too old; one still pending.
  await addTransaction(account, {
    postedOn: period.from,
    amountCents: -3400,
    description: 'OVERDRAFT FEE',
    category: 'FEES',
  });
  await addTransaction(account, {
    postedOn: period.to,
    amountCents: -3400,
    description: 'OVERDRAFT FEE',
    category: 'FEES',
  });
  await addTransaction(account, {
    postedOn: addDays(today, -90),
    amountCents: -3400,
    description: 'OVERDRAFT FEE',
    category: 'FEES',
  });
  await addTransaction(
    account,
    { postedOn: period.to, amountCents: -3400, description: 'OVERDRAFT FEE', category: 'FEES' },
    true,
  );
  // A streaming plan filed under SUBSCRIPTIONS, and a gym the bank files elsewhere, charged monthly.
  for (const daysAgo of [70, 40, 10]) {
    await addTransaction(account, {
      postedOn: addDays(today, -daysAgo),
      amountCents: daysAgo === 10 ? -2099 : -1999,
      description: 'RIVERSTREAM PLUS',
      merchantName: 'Riverstream',
      category: 'SUBSCRIPTIONS',
    });
    await addTransaction(account, {
      postedOn: addDays(today, -daysAgo),
      amountCents: -4200,
      description: 'IRONWORKS GYM DUES',
      merchantName: 'Ironworks Gym',
      category: 'HEALTH',
    });
  }

  const otherBank = (await linkBank(other, 'AKOYA')).bank;
  await addTransaction(await checkingAccountOf(otherBank.id), {
    postedOn: period.to,
    amountCents: -1500,
    description: 'WIRE TRANSFER FEE',
    category: 'FEES',
  });
});
afterAll(() => testApp.close());

describe('GET /api/foundmoney/findings', () => {
  it('answers 401 without a session', async () => {
    const response = await call(testApp, getFoundMoneyFindings);
    expect(response.statusCode).toBe(401);
    expect(response.error.code).toBe('INVALID_TOKEN_OR_EXPIRED');
  });

  it('reads the fees and subscriptions of the last 90 days from the stored transactions', async () => {
    const response = await findings(member);
    expect(response.statusCode).toBe(200);
    const data: Findings = response.data;
    expect(data.period).toEqual(period);
    expect(data.linkedBankCount).toBe(1);
    await expectFindingsMatchStoredRows(member, data);

    // The fees added: both ends of the period count, the day before it and the pending one do not.
    expect(data.fees.groups.find((group) => group.description === 'OVERDRAFT FEE')).toEqual({
      description: 'OVERDRAFT FEE',
      count: 2,
      totalCents: 6800,
      tip: 'Fernleaf checking charges no overdraft fee.',
    });
    expect(data.subscriptions).toContainEqual({
      merchantName: 'Riverstream',
      monthlyCents: 1999,
      yearlyCents: 23_988,
      chargeCount: 3,
      lastChargedOn: addDays(period.to, -10),
    });
    // Not filed under SUBSCRIPTIONS, but one price in three months.
    expect(data.subscriptions).toContainEqual(
      expect.objectContaining({
        merchantName: 'Ironworks Gym',
        monthlyCents: 4200,
        yearlyCents: 50_400,
        chargeCount: 3,
      }),
    );
    // Never housing, pay or transfers.
    const rows = await countedRowsOf(member.memberId, period);
    const neverListed = new Set(
      rows
        .filter((row) => ['RENT', 'INCOME', 'TRANSFER'].includes(row.category))
        .map((row) => row.merchantName)
        .filter((name) => name !== null),
    );
    expect(neverListed.size).toBeGreaterThan(0);
    for (const subscription of data.subscriptions) expect(neverListed.has(subscription.merchantName)).toBe(false);
  });

  it("counts only the member's own transactions", async () => {
    const mine: Findings = (await findings(member)).data;
    const theirs: Findings = (await findings(other)).data;
    await expectFindingsMatchStoredRows(other, theirs);
    expect(theirs.fees.groups.map((group) => group.description)).toContain('WIRE TRANSFER FEE');
    expect(theirs.fees.groups.map((group) => group.description)).not.toContain('OVERDRAFT FEE');
    expect(theirs.subscriptions.map((found) => found.merchantName)).not.toContain('Riverstream');
    expect(mine.fees.groups.map((group) => group.description)).not.toContain('WIRE TRANSFER FEE');
    // The same sandbox login gives both members the same history but for what each was added.
    expect(mine.fees.totalCents - 6800).toBe(theirs.fees.totalCents - 1500);
  });

  it('answers 409 BANK_NOT_LINKED to a member without a bank, and again once their only bank is removed', async () => {
    const before = await findings(unlinked);
    expect(before.statusCode).toBe(409);
    expect(before.error).toMatchObject({ code: 'BANK_NOT_LINKED', title: 'No bank linked' });
    expect(before.error.description).toMatch(/^Link the bank/);

    const { bank } = await linkBank(unlinked, 'PLAID');
    const linked = await findings(unlinked);
    expect(linked.statusCode).toBe(200);
    expect(linked.data.linkedBankCount).toBe(1);

    const removal = await call(unlinked, removeBankLink, { body: { bankId: bank.id, source: 'PLAID' } });
    expect(removal.statusCode).toBe(200);
    const after = await findings(unlinked);
    expect(after.statusCode).toBe(409);
    expect(after.error.code).toBe('BANK_NOT_LINKED');
  });

  it("leaves a removed bank's transactions out while another bank stays linked", async () => {
    const { bank } = await linkBank(member, 'PLAID');
    await addTransaction(await checkingAccountOf(bank.id), {
      postedOn: period.to,
      amountCents: -1200,
      description: 'MONTHLY SERVICE FEE',
      category: 'FEES',
    });
    const withBoth: Findings = (await findings(member)).data;
    expect(withBoth.linkedBankCount).toBe(2);
    await expectFindingsMatchStoredRows(member, withBoth);
    expect(withBoth.fees.groups.find((group) => group.description === 'MONTHLY SERVICE FEE')).toMatchObject({
      count: 1,
      totalCents: 1200,
      tip: 'Fernleaf checking has no monthly fee and no minimum balance.',
    });

    await call(member, removeBankLink, { body: { bankId: bank.id, source: 'PLAID' } });
    const afterRemoval: Findings = (await findings(member)).data;
    expect(afterRemoval.linkedBankCount).toBe(1);
    await expectFindingsMatchStoredRows(member, afterRemoval);
    expect(afterRemoval.fees.groups.map((group) => group.description)).not.toContain('MONTHLY SERVICE FEE');
  });

  it('moves the period with the clock', async () => {
    const before: Findings = (await findings(member)).data;
    testApp.clock.advance(91 * MS_PER_DAY);
    try {
      const later: Findings = (await findings(member)).data;
      expect(later.period.from > before.period.to).toBe(true);
      // The linked history ends at the day of the link: nothing of it is left in the new period.
      expect(later.fees).toEqual({ totalCents: 0, yearlyCents: 0, groups: [] });
      expect(later.subscriptions).toEqual([]);
      expect(later.subscriptionsMonthlyCents).toBe(0);
    } finally {
      testApp.clock.advance(-91 * MS_PER_DAY);
    }
  });
});

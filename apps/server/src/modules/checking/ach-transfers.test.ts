import { standardArrivalDate } from '@fernleaf/contract/ach-calendar';
import { deliveryOf } from '@fernleaf/contract/cash-advance-delivery';
import {
  createAchTransfer,
  getBankingTransactions,
  getCheckingAccountInfo,
  listAchTransfers,
} from '@fernleaf/contract/checking';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankTransactions, linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';
import { achTransfers } from '../../db/schema/checking.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { call, callUnchecked, type TestCallInput } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { untilWaitingOnLocks } from '../../test/lock-waits.ts';
import { insertTestMember } from '../../test/members.ts';
import { sandboxAchRails } from '../../test/sandbox-ach-rails.ts';
import {
  achSettleSeconds,
  type CheckingTestApp,
  createCheckingTestApp,
  insertLinkedAccount,
  openAccountFor,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';
import { checkingAccountOf } from './account-info.ts';
import { settleDueTransfers } from './settle-transfers.ts';

const { externalBank } = sandboxAchRails();

let t: CheckingTestApp;
let member: TestMember;
let linkedAccountId: string;

beforeAll(async () => {
  t = await createCheckingTestApp();
  member = await signUpMemberWithAddress(t);
  await openAccountFor(t, member);
  ({ accountId: linkedAccountId } = await insertLinkedAccount(t, member.memberId, {
    availableCents: 500_000n,
    currentCents: 520_000n,
  }));
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

const transfer = (
  body: TestCallInput<typeof createAchTransfer>['body'],
  idempotencyKey?: string,
  who: TestMember = member,
) => call(who, createAchTransfer, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
const info = async (who: TestMember = member) => {
  const account = (await call(who, getCheckingAccountInfo)).data;
  if (!account) throw new Error('no checking account');
  return account;
};
const listed = async () => (await call(member, listAchTransfers)).data.transfers;
const linkedBalances = async (accountId = linkedAccountId) => {
  const [row] = await t.db
    .select({ current: linkedBankAccounts.currentBalanceCents, available: linkedBankAccounts.availableBalanceCents })
    .from(linkedBankAccounts)
    .where(eq(linkedBankAccounts.id, accountId));
  return row;
};
const bankRowOf = async (transferId: string) => {
  const [row] = await t.db
    .select()
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.accountId, linkedAccountId),
        eq(bankTransactions.providerTransactionId, `ach:${transferId}`),
      ),
    );
  return row;
};
const counts = async () => ({
  transfers: (await t.db.select().from(achTransfers)).length,
  entries: (await t.db.select().from(ledgerEntries)).length,
  bankRows: (await t.db.select().from(bankTransactions)).length,
});

describe('POST /api/banking/transfers', () => {
  it('brings money in pending, and it counts once the network settles it', async () => {
    const response = await transfer({ linkedAccountId, direction: 'IN', amount: 25_000 });
    expect(response.statusCode).toBe(200);
    const created = response.data;
    expect(created).toEqual({
      id: expect.any(String),
      direction: 'IN',
      amount: 25_000,
      status: 'PENDING',
      linkedAccount: { id: linkedAccountId, bankName: 'Test Savings Bank', mask: expect.stringMatching(/^\d{4}$/) },
      createdOn: t.clock.now.toISOString(),
      settlesOn: standardArrivalDate(t.clock.now),
    });
    expect(await info()).toMatchObject({ availableBalance: 0, currentBalance: 0, pendingDeposits: 25_000 });
    // The linked bank holds the money leaving it at once, and shows the transfer as pending.
    expect(await linkedBalances()).toEqual({ current: 520_000n, available: 475_000n });
    expect(await bankRowOf(created.id)).toMatchObject({
      amountCents: -25_000n,
      description: 'Transfer to Fernleaf',
      pending: true,
    });

    t.advance(achSettleSeconds - 1);
    await t.app.jobs.runDue(['ach-settlement']);
    expect((await info()).pendingDeposits).toBe(25_000);

    t.advance(1);
    await t.app.jobs.runDue(['ach-settlement']);
    expect(await info()).toMatchObject({ availableBalance: 25_000, currentBalance: 25_000, pendingDeposits: 0 });
    expect((await listed()).find((item) => item.id === created.id)?.status).toBe('POSTED');
    expect(await linkedBalances()).toEqual({ current: 495_000n, available: 475_000n });
    expect((await bankRowOf(created.id))?.pending).toBe(false);
  });

  it('expects a transfer started on a bank holiday on the ACH calendar’s day, as a standard cash advance', async () => {
    const saved = t.clock.now;
    try {
      // Thanksgiving 2026, 10:00 Eastern: nothing goes out until Friday, so it is there Tuesday 1 December.
      t.clock.now = new Date('2026-11-26T15:00:00Z');
      const other = await signUpMemberWithAddress(t);
      await openAccountFor(t, other);
      const { accountId } = await insertLinkedAccount(t, other.memberId, {
        availableCents: 100_000n,
        currentCents: 100_000n,
      });
      const send = (payload: { direction: 'IN' | 'OUT'; amount: number }) =>
        transfer({ linkedAccountId: accountId, ...payload }, undefined, other);
      const started = (await send({ direction: 'IN', amount: 1_000 })).data;
      expect(started.settlesOn).toBe('2026-12-01');
      expect(started.settlesOn).toBe(deliveryOf('STANDARD_BANK', t.clock.now).arrivesOn);
      const shown = (await call(other, listAchTransfers)).data.transfers;
      expect(shown.find((item) => item.id === started.id)?.settlesOn).toBe('2026-12-01');
      // Christmas Eve after the cut-off: out Monday the 28th, there Wednesday the 30th.
      t.clock.now = new Date('2026-12-24T20:00:00Z');
      const late = (await send({ direction: 'IN', amount: 100 })).data;
      expect(late.settlesOn).toBe('2026-12-30');
      await settleDueTransfers(t.db, {
        now: new Date(t.clock.now.getTime() + 3_600_000),
        memberId: other.memberId,
        externalBank,
      });
    } finally {
      t.clock.now = saved;
    }
  });

  it('refuses to send out more than is available with 422 and writes nothing', async () => {
    const before = await counts();
    const balances = await info();
    const response = await transfer({ linkedAccountId, direction: 'OUT', amount: balances.availableBalance + 1 });
    expect(response.statusCode).toBe(422);
    expect(response.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await counts()).toEqual(before);
    expect(await info()).toEqual(balances);
  });

  it('answers a key whose transfer was refused with the same refusal, even after the money arrived', async () => {
    const other = await signUpMemberWithAddress(t);
    await openAccountFor(t, other);
    const { accountId } = await insertLinkedAccount(t, other.memberId, {
      availableCents: 100_000n,
      currentCents: 100_000n,
    });
    const balanceOf = async () => (await info(other)).availableBalance;
    const sendOut = { linkedAccountId: accountId, direction: 'OUT' as const, amount: 5_000 };
    const refused = await transfer(sendOut, 'refused-transfer-key-1', other);
    expect(refused.statusCode).toBe(422);
    expect(refused.error.code).toBe('INSUFFICIENT_FUNDS');

    // The money arrives: the same request would now go through under a new key.
    expect(
      (await transfer({ linkedAccountId: accountId, direction: 'IN', amount: 20_000 }, undefined, other)).statusCode,
    ).toBe(200);
    t.advance(achSettleSeconds);
    await t.app.jobs.runDue(['ach-settlement']);
    expect(await balanceOf()).toBe(20_000);

    const before = await counts();
    const again = await transfer(sendOut, 'refused-transfer-key-1', other);
    expect(again.statusCode).toBe(422);
    expect(again.error).toEqual(refused.error);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await counts()).toEqual(before);
    expect(await balanceOf()).toBe(20_000);
  });

  it('holds money going out at once; the linked bank receives it when it settles', async () => {
    const linkedBefore = await linkedBalances();
    const response = await transfer({ linkedAccountId, direction: 'OUT', amount: 10_000 });
    expect(response.statusCode).toBe(200);
    const { id } = response.data;
    expect(await info()).toMatchObject({ availableBalance: 15_000, currentBalance: 25_000, pendingDeposits: 0 });
    expect(await linkedBalances()).toEqual(linkedBefore);
    expect(await bankRowOf(id)).toMatchObject({
      amountCents: 10_000n,
      description: 'Transfer from Fernleaf',
      pending: true,
    });

    t.advance(achSettleSeconds);
    await t.app.jobs.runDue(['ach-settlement']);
    const transactions = await call(member, getBankingTransactions, { query: { filter: 'WITHDRAWALS' } });
    expect(transactions.data.transactions[0]).toMatchObject({
      kind: 'ach_out',
      amount: -10_000,
      status: 'POSTED',
    });
    expect(await info()).toMatchObject({ availableBalance: 15_000, currentBalance: 15_000 });
    expect(await linkedBalances()).toEqual({
      current: (linkedBefore?.current ?? 0n) + 10_000n,
      available: (linkedBefore?.available ?? 0n) + 10_000n,
    });
  });

  it('refuses to pull more than the linked account has available, naming amount', async () => {
    const poor = await insertLinkedAccount(t, member.memberId, { availableCents: 5_000n, currentCents: 5_000n });
    const before = await counts();
    const response = await transfer({ linkedAccountId: poor.accountId, direction: 'IN', amount: 5_001 });
    expect(response.statusCode).toBe(422);
    expect(response.error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', fields: { amount: expect.any(String) } });
    expect(await counts()).toEqual(before);
    expect(await linkedBalances(poor.accountId)).toEqual({ current: 5_000n, available: 5_000n });
  });

  it("answers 404 for another member's linked account or one that does not exist", async () => {
    const someoneElse = await insertTestMember(t.db);
    const theirs = await insertLinkedAccount(t, someoneElse);
    for (const id of [theirs.accountId, crypto.randomUUID()]) {
      const response = await transfer({ linkedAccountId: id, direction: 'IN', amount: 1_000 });
      expect(response.statusCode).toBe(404);
      expect(response.error.code).toBe('NOT_FOUND');
    }
    expect(await linkedBalances(theirs.accountId)).toEqual({ current: 500_000n, available: 500_000n });
  });

  it('refuses a bank that is removed, unlinked or still linking with 422 naming linkedAccountId', async () => {
    const future = new Date(t.clock.now.getTime() + 60_000);
    for (const bank of [
      { status: 'REMOVED' as const },
      { status: 'UNLINKED' as const },
      { status: 'PENDING' as const, completesAt: future },
    ]) {
      const { accountId } = await insertLinkedAccount(t, member.memberId, bank);
      const response = await transfer({ linkedAccountId: accountId, direction: 'IN', amount: 1_000 });
      expect(response.statusCode, bank.status).toBe(422);
      expect(Object.keys(response.error.fields ?? {})).toEqual(['linkedAccountId']);
    }
  });

  it('accepts a bank whose linking finished even if nobody polled it since', async () => {
    const past = new Date(t.clock.now.getTime() - 1_000);
    const { accountId } = await insertLinkedAccount(t, member.memberId, { status: 'PENDING', completesAt: past });
    const response = await transfer({ linkedAccountId: accountId, direction: 'IN', amount: 1_000 });
    expect(response.statusCode).toBe(200);
  });

  it('names the field of bad input', async () => {
    const cases: [object, string][] = [
      [{ linkedAccountId, direction: 'IN', amount: 99 }, 'amount'],
      [{ linkedAccountId, direction: 'IN', amount: 500_001 }, 'amount'],
      [{ linkedAccountId, direction: 'IN', amount: 150.5 }, 'amount'],
      [{ linkedAccountId: 'not-a-uuid', direction: 'IN', amount: 1_000 }, 'linkedAccountId'],
      [{ linkedAccountId, direction: 'SIDEWAYS', amount: 1_000 }, 'direction'],
    ];
    for (const [payload, field] of cases) {
      const response = await callUnchecked(member, createAchTransfer, { body: payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.error.fields ?? {})).toEqual([field]);
    }
    const small = await transfer({ linkedAccountId, direction: 'IN', amount: 99 });
    expect(small.error.fields?.amount).toBe('The smallest transfer is $1.00');
  });

  it('replays the same Idempotency-Key without moving the money twice', async () => {
    const key = `ach-${crypto.randomUUID()}`;
    const before = await counts();
    const first = await transfer({ linkedAccountId, direction: 'IN', amount: 2_000 }, key);
    const replay = await transfer({ linkedAccountId, direction: 'IN', amount: 2_000 }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.data).toEqual(first.data);
    const after = await counts();
    expect(after.transfers - before.transfers).toBe(1);
    expect(after.entries - before.entries).toBe(1);
  });

  it('lets transfers sent out at once move exactly what checking holds, and no more', async () => {
    const spender = await signUpMemberWithAddress(t);
    await openAccountFor(t, spender);
    const { accountId } = await insertLinkedAccount(t, spender.memberId, {
      availableCents: 500_000n,
      currentCents: 520_000n,
    });
    const send = (direction: 'IN' | 'OUT', amount: number) =>
      transfer({ linkedAccountId: accountId, direction, amount }, undefined, spender);
    expect((await send('IN', 5_000)).statusCode).toBe(200);
    t.advance(achSettleSeconds);
    expect(await settleDueTransfers(t.db, { now: t.clock.now, memberId: spender.memberId, externalBank })).toBe(1);

    // Eight transfers of $10.00 out of $50.00, all at once: five fit.
    const responses = await Promise.all(Array.from({ length: 8 }, () => send('OUT', 1_000)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 422, 422, 422]);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.error.code).toBe('INSUFFICIENT_FUNDS');
    }
    const balance = await info(spender);
    expect(balance.availableBalance).toBe(0);
    const sent = await t.db.select().from(achTransfers).where(eq(achTransfers.memberId, spender.memberId));
    expect(sent.filter((row) => row.direction === 'OUT')).toHaveLength(5);
    const bankLines = await t.db.select().from(bankTransactions).where(eq(bankTransactions.accountId, accountId));
    expect(bankLines).toHaveLength(6);
  });

  it('moves the money once for the same Idempotency-Key sent twice at once', async () => {
    const key = `ach-${crypto.randomUUID()}`;
    const before = await counts();
    const both = await Promise.all(
      [1, 2].map(() => transfer({ linkedAccountId, direction: 'IN', amount: 1_500 }, key)),
    );
    // The second is refused while the first runs (409), or replays its answer once it has finished.
    const answered = both.filter((response) => response.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const response of both) expect([200, 409]).toContain(response.statusCode);
    for (const response of answered) expect(response.data).toEqual(answered[0]?.data);
    const after = await counts();
    expect(after.transfers - before.transfers).toBe(1);
    expect(after.entries - before.entries).toBe(1);
    expect(after.bankRows - before.bankRows).toBe(1);
    const again = await transfer({ linkedAccountId, direction: 'IN', amount: 1_500 }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data).toEqual(answered[0]?.data);
    const reused = await transfer({ linkedAccountId, direction: 'IN', amount: 1_600 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 404 to a member without a checking account', async () => {
    const newcomer = await signUpMemberWithAddress(t);
    const { accountId } = await insertLinkedAccount(t, newcomer.memberId);
    const response = await transfer(
      { linkedAccountId: accountId, direction: 'IN', amount: 1_000 },
      undefined,
      newcomer,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/banking/transfers', () => {
  it('lists newest first, naming each bank and account mask even once the bank is removed', async () => {
    const other = await signUpMemberWithAddress(t);
    await openAccountFor(t, other);
    const first = await insertLinkedAccount(t, other.memberId);
    const second = await insertLinkedAccount(t, other.memberId);
    await t.db
      .update(linkedBanks)
      .set({ institutionName: 'Second Street Bank' })
      .where(eq(linkedBanks.id, second.bankId));
    const sent: string[] = [];
    for (const linked of [first, second, first]) {
      const response = await transfer(
        { linkedAccountId: linked.accountId, direction: 'IN', amount: 1_000 },
        undefined,
        other,
      );
      expect(response.statusCode).toBe(200);
      sent.push(response.data.id);
      t.advance(1);
    }
    await t.db.update(linkedBanks).set({ status: 'REMOVED' }).where(eq(linkedBanks.id, first.bankId));
    const masks = await t.db
      .select({ id: linkedBankAccounts.id, mask: linkedBankAccounts.mask })
      .from(linkedBankAccounts)
      .where(eq(linkedBankAccounts.memberId, other.memberId));
    const maskOf = (accountId: string) => masks.find((row) => row.id === accountId)?.mask;

    const response = await call(other, listAchTransfers);
    expect(response.statusCode).toBe(200);
    const listedTransfers = response.data.transfers;
    expect(listedTransfers.map((item) => item.id)).toEqual([...sent].reverse());
    expect(listedTransfers.map((item) => item.linkedAccount)).toEqual([
      { id: first.accountId, bankName: 'Test Savings Bank', mask: maskOf(first.accountId) },
      { id: second.accountId, bankName: 'Second Street Bank', mask: maskOf(second.accountId) },
      { id: first.accountId, bankName: 'Test Savings Bank', mask: maskOf(first.accountId) },
    ]);
  });
});

describe('settleDueTransfers', () => {
  it('settles each due transfer exactly once when run several times at once', async () => {
    t.advance(achSettleSeconds);
    await settleDueTransfers(t.db, { now: t.clock.now, externalBank });
    for (let index = 0; index < 4; index++) {
      const response = await transfer({ linkedAccountId, direction: 'IN', amount: 1_000 });
      expect(response.statusCode).toBe(200);
    }
    expect(await settleDueTransfers(t.db, { now: t.clock.now, externalBank })).toBe(0);

    t.advance(achSettleSeconds);
    const settled = await Promise.all(
      [1, 2, 3].map(() => settleDueTransfers(t.db, { now: t.clock.now, externalBank })),
    );
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(4);
    expect((await listed()).filter((item) => item.status === 'PENDING')).toEqual([]);
    expect((await info()).pendingDeposits).toBe(0);
  });

  // Two connections waiting on one row in a chosen order: PostgreSQL only (PGlite has one connection).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'settles a transfer while the member starts another, without a deadlock',
    async () => {
      const mover = await signUpMemberWithAddress(t);
      await openAccountFor(t, mover);
      const { accountId } = await insertLinkedAccount(t, mover.memberId, {
        availableCents: 500_000n,
        currentCents: 520_000n,
      });
      const bringIn = () => transfer({ linkedAccountId: accountId, direction: 'IN', amount: 1_000 }, undefined, mover);
      expect((await bringIn()).statusCode).toBe(200);
      t.advance(achSettleSeconds);
      const checking = await checkingAccountOf(t.db, mover.memberId);
      const { driver } = t.database;
      if (!checking || driver.kind !== 'postgres') throw new Error('needs a checking account on PostgreSQL');
      // Another connection holds the member's balances: the settlement queues on them first, then
      // the new transfer; both take the linked account too, and must take the two in one order.
      const holder = await driver.pool.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from ledger_accounts where id = $1 for update', [checking.ledgerAccountId]);
        const settling = settleDueTransfers(t.db, { now: t.clock.now, memberId: mover.memberId, externalBank });
        // The settlement queues first, then the new transfer: each seen waiting before the next starts.
        await untilWaitingOnLocks(driver.pool, 1);
        const starting = bringIn();
        await untilWaitingOnLocks(driver.pool, 2);
        await holder.query('commit');
        expect(await settling).toBe(1);
        expect((await starting).statusCode).toBe(200);
      } finally {
        holder.release();
      }
    },
  );

  it("settles only the given member's transfers when asked for one member", async () => {
    const response = await transfer({ linkedAccountId, direction: 'IN', amount: 1_000 });
    t.advance(achSettleSeconds);
    expect(await settleDueTransfers(t.db, { now: t.clock.now, memberId: crypto.randomUUID(), externalBank })).toBe(0);
    expect(await settleDueTransfers(t.db, { now: t.clock.now, memberId: member.memberId, externalBank })).toBe(1);
    expect((await listed()).find((item) => item.id === response.data.id)?.status).toBe('POSTED');
  });
});

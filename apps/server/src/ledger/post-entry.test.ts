import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { assertLedgerBalanced } from '../test/ledger-invariants.ts';
import { insertTestMember } from '../test/members.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { memberAccount, platformAccount } from './accounts.ts';
import { balanceOf } from './balances.ts';
import { findViolations } from './ledger-repo.ts';
import { type EntryInput, postEntry, settleEntry } from './post-entry.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => assertLedgerBalanced(db));
afterAll(() => database.close());

const post = (input: EntryInput) => inTransaction(db, (tx) => postEntry(tx, input));
const settle = (entryId: string, outcome: 'posted' | 'voided') =>
  inTransaction(db, (tx) => settleEntry(tx, entryId, outcome));

async function fundedChecking(cents: bigint) {
  const memberId = await insertTestMember(db);
  const checking = await memberAccount(db, memberId, 'checking');
  const funding = platformAccount('external_bank_clearing');
  if (cents > 0n) {
    await post({
      reference: `fund:${checking.id}`,
      kind: 'test_funding',
      description: 'Opening deposit',
      postings: [
        { accountId: checking.id, amountCents: cents },
        { accountId: funding.id, amountCents: -cents },
      ],
    });
  }
  return { memberId, checking, funding };
}

const move = (from: string, to: string, cents: bigint) => [
  { accountId: from, amountCents: -cents },
  { accountId: to, amountCents: cents },
];

describe('postEntry', () => {
  it('posts a balanced entry and derives both balances from it', async () => {
    const { checking, funding } = await fundedChecking(12_345n);
    expect(await balanceOf(db, checking.id)).toEqual({
      currentCents: 12_345n,
      availableCents: 12_345n,
      pendingInCents: 0n,
      pendingOutCents: 0n,
    });
    // The platform side went negative by what it handed over; other tests share it, so compare the change.
    const before = (await balanceOf(db, funding.id)).currentCents;
    await post({
      reference: `more:${checking.id}`,
      kind: 'test_funding',
      description: 'More',
      postings: move(funding.id, checking.id, 100n),
    });
    expect((await balanceOf(db, funding.id)).currentCents).toBe(before - 100n);
    expect((await balanceOf(db, checking.id)).currentCents).toBe(12_445n);
  });

  it('never posts the same reference twice, and refuses it with other amounts', async () => {
    const { checking, funding } = await fundedChecking(0n);
    const entry = {
      reference: `once:${checking.id}`,
      kind: 'test_funding',
      description: 'Once',
      postings: move(funding.id, checking.id, 500n),
    };
    const first = await post(entry);
    const second = await post(entry);
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ replayed: true, entry: { id: first.entry.id } });
    expect((await balanceOf(db, checking.id)).currentCents).toBe(500n);

    await expect(post({ ...entry, postings: move(funding.id, checking.id, 501n) })).rejects.toMatchObject({
      statusCode: 409,
      body: { code: 'LEDGER_REFERENCE_REUSED' },
    });
    expect((await balanceOf(db, checking.id)).currentCents).toBe(500n);
  });

  it('refuses entries that do not balance, have one posting or move zero, and writes nothing', async () => {
    const { checking, funding } = await fundedChecking(1_000n);
    const attempts = [
      [
        { accountId: checking.id, amountCents: -100n },
        { accountId: funding.id, amountCents: 99n },
      ],
      [{ accountId: checking.id, amountCents: 0n }],
      [
        { accountId: checking.id, amountCents: 0n },
        { accountId: funding.id, amountCents: 0n },
      ],
    ];
    for (const postings of attempts) {
      await expect(
        post({ reference: `bad:${crypto.randomUUID()}`, kind: 'test', description: 'Bad', postings }),
      ).rejects.toThrow();
    }
    expect((await balanceOf(db, checking.id)).currentCents).toBe(1_000n);
  });

  it('refuses to take a member account below zero and writes nothing', async () => {
    const { checking, funding } = await fundedChecking(1_000n);
    const reference = `over:${checking.id}`;
    await expect(
      post({
        reference,
        kind: 'test',
        description: 'Too much',
        postings: move(checking.id, funding.id, 1_001n),
      }),
    ).rejects.toMatchObject({ statusCode: 422, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect((await balanceOf(db, checking.id)).currentCents).toBe(1_000n);
    // The reference stays free for a corrected attempt.
    await post({
      reference,
      kind: 'test',
      description: 'All of it',
      postings: move(checking.id, funding.id, 1_000n),
    });
    expect((await balanceOf(db, checking.id)).availableCents).toBe(0n);
  });

  it('holds pending outflows against what is available until they settle or are voided', async () => {
    const { checking, funding } = await fundedChecking(1_000n);
    const out = await post({
      reference: `pending-out:${checking.id}`,
      kind: 'ach_out',
      description: 'To my bank',
      postings: move(checking.id, funding.id, 400n),
      pending: true,
    });
    expect(await balanceOf(db, checking.id)).toMatchObject({
      currentCents: 1_000n,
      availableCents: 600n,
      pendingOutCents: -400n,
    });
    // What is on its way out cannot be spent twice.
    await expect(
      post({
        reference: `spend:${checking.id}`,
        kind: 'test',
        description: 'x',
        postings: move(checking.id, funding.id, 601n),
      }),
    ).rejects.toMatchObject({ body: { code: 'INSUFFICIENT_FUNDS' } });

    await settle(out.entry.id, 'posted');
    expect(await balanceOf(db, checking.id)).toMatchObject({
      currentCents: 600n,
      availableCents: 600n,
      pendingOutCents: 0n,
    });
    // Settling again is a no-op; voiding a posted entry is a programming error.
    await settle(out.entry.id, 'posted');
    await expect(settle(out.entry.id, 'voided')).rejects.toThrow(/already posted/);

    const voided = await post({
      reference: `pending-void:${checking.id}`,
      kind: 'ach_out',
      description: 'Returned',
      postings: move(checking.id, funding.id, 600n),
      pending: true,
    });
    await settle(voided.entry.id, 'voided');
    expect(await balanceOf(db, checking.id)).toMatchObject({ currentCents: 600n, availableCents: 600n });
  });

  it('counts pending inflows only once they settle', async () => {
    const { checking, funding } = await fundedChecking(0n);
    const incoming = await post({
      reference: `pending-in:${checking.id}`,
      kind: 'ach_in',
      description: 'From my bank',
      postings: move(funding.id, checking.id, 2_500n),
      pending: true,
    });
    expect(await balanceOf(db, checking.id)).toMatchObject({
      currentCents: 0n,
      availableCents: 0n,
      pendingInCents: 2_500n,
    });
    await settle(incoming.entry.id, 'posted');
    expect(await balanceOf(db, checking.id)).toMatchObject({
      currentCents: 2_500n,
      availableCents: 2_500n,
      pendingInCents: 0n,
    });
  });

  it('lets 100 concurrent transfers out of one account spend exactly what it holds', async () => {
    const { checking, funding } = await fundedChecking(5_000n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        post({
          reference: `race:${checking.id}:${index}`,
          kind: 'test',
          description: 'Race',
          postings: move(checking.id, funding.id, 100n),
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' &&
        (outcome.reason as { body?: { code?: string } }).body?.code === 'INSUFFICIENT_FUNDS',
    ).length;
    expect({ succeeded, refused }).toEqual({ succeeded: 50, refused: 50 });
    expect(await balanceOf(db, checking.id)).toMatchObject({ currentCents: 0n, availableCents: 0n });
  });

  it('keeps the balance exact when deposits, which skip the read, race with spending', async () => {
    const { checking, funding } = await fundedChecking(2_000n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        post({
          reference: `mixed:${checking.id}:${index}`,
          kind: 'test',
          description: index % 2 === 0 ? 'Deposit' : 'Spend',
          postings: index % 2 === 0 ? move(funding.id, checking.id, 100n) : move(checking.id, funding.id, 200n),
        }),
      ),
    );
    const spent = outcomes.filter((outcome, index) => index % 2 === 1 && outcome.status === 'fulfilled').length;
    expect(outcomes.filter((outcome, index) => index % 2 === 0 && outcome.status === 'fulfilled')).toHaveLength(20);
    // The opening 2,000 pays for ten spends whatever the order; the deposits may pay for more.
    expect(spent).toBeGreaterThanOrEqual(10);
    expect(await balanceOf(db, checking.id)).toMatchObject({ currentCents: 4_000n - 200n * BigInt(spent) });
    expect((await balanceOf(db, checking.id)).availableCents).toBeGreaterThanOrEqual(0n);
  });

  it('posts a reference sent 20 times at once exactly once', async () => {
    const { checking, funding } = await fundedChecking(0n);
    const entry = {
      reference: `dup:${checking.id}`,
      kind: 'test',
      description: 'Duplicate',
      postings: move(funding.id, checking.id, 700n),
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => post(entry)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
    expect((await balanceOf(db, checking.id)).currentCents).toBe(700n);
  });
});

describe('ledger invariants', () => {
  it('the database itself refuses a balance below the floor', async () => {
    const { checking } = await fundedChecking(100n);
    await expect(
      db.execute(sql`update ledger_accounts set posted_cents = -1 where id = ${checking.id}`),
    ).rejects.toThrow();
  });

  it('finds a cached balance that no longer matches its postings', async () => {
    const { checking } = await fundedChecking(100n);
    await db.execute(sql`update ledger_accounts set posted_cents = 101 where id = ${checking.id}`);
    expect(await findViolations(db)).toEqual([
      expect.objectContaining({ rule: 'balance_matches_postings', id: checking.id }),
    ]);
    await db.execute(sql`update ledger_accounts set posted_cents = 100 where id = ${checking.id}`);
  });

  it('the database refuses, at commit, an entry whose postings do not sum to zero', async () => {
    const { checking, funding } = await fundedChecking(0n);
    const entryId = crypto.randomUUID();
    const unbalanced = inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into ledger_entries (id, reference, kind, description, status)
        values (${entryId}, ${`by-hand:${entryId}`}, 'test', 'By hand', 'posted')`);
      await tx.execute(sql`insert into ledger_postings (entry_id, account_id, amount_cents)
        values (${entryId}, ${checking.id}, 100), (${entryId}, ${funding.id}, -99)`);
      // Each statement on its own is accepted: the check waits for the commit.
    });
    // node-postgres reports it through drizzle as the failed `commit`, with the database's error as its cause.
    const refusal = await unbalanced.then(
      () => undefined,
      (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
    );
    expect(refusal).toMatch(/postings sum to 1, not zero/);
    const rows = await db.execute(sql`select 1 from ledger_entries where id = ${entryId}`);
    expect((rows as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('accepts, at commit, an entry whose postings balance only once all are written', async () => {
    const { checking, funding } = await fundedChecking(0n);
    const entryId = crypto.randomUUID();
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into ledger_entries (id, reference, kind, description, status)
        values (${entryId}, ${`by-hand:${entryId}`}, 'test', 'By hand', 'pending')`);
      await tx.execute(sql`insert into ledger_postings (entry_id, account_id, amount_cents)
        values (${entryId}, ${funding.id}, -250)`);
      await tx.execute(sql`insert into ledger_postings (entry_id, account_id, amount_cents)
        values (${entryId}, ${checking.id}, 250)`);
      await tx.execute(
        sql`update ledger_accounts set pending_in_cents = pending_in_cents + 250 where id = ${checking.id}`,
      );
    });
    expect((await balanceOf(db, checking.id)).pendingInCents).toBe(250n);
  });
});

describe('house accounts', () => {
  it('a transfer writes no row of a house account; its balance is summed from postings', async () => {
    const { checking, funding } = await fundedChecking(0n);
    const houseRow = async () => {
      const result = await db.execute(sql`select xmin::text as version, posted_cents::text as posted,
          pending_out_cents::text as pending_out, last_posting_id from ledger_accounts where id = ${funding.id}`);
      return (result as { rows: unknown[] }).rows[0];
    };
    const before = await houseRow();
    const balanceBefore = await balanceOf(db, funding.id);
    await post({
      reference: `house:${checking.id}`,
      kind: 'ach_in',
      description: 'From my bank',
      postings: move(funding.id, checking.id, 300n),
      pending: true,
    });
    // The same row version: no update, so concurrent transfers of different members never queue on it.
    expect(await houseRow()).toEqual(before);
    expect(before).toMatchObject({ posted: '0', pending_out: '0', last_posting_id: null });
    expect((await balanceOf(db, funding.id)).pendingOutCents).toBe(balanceBefore.pendingOutCents - 300n);
  });

  it('finds a house account that caches a balance', async () => {
    const { funding } = await fundedChecking(0n);
    await db.execute(sql`update ledger_accounts set pending_in_cents = 5 where id = ${funding.id}`);
    expect(await findViolations(db)).toEqual([
      expect.objectContaining({ rule: 'house_balance_not_cached', id: funding.id }),
    ]);
    await db.execute(sql`update ledger_accounts set pending_in_cents = 0 where id = ${funding.id}`);
  });
});

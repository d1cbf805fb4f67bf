import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { insertTestMember } from '../test/members.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { memberAccount, platformAccount } from './accounts.ts';
import { balanceOf } from './balances.ts';
import { assertLedgerBalanced } from './invariants.ts';
import { findViolations } from './ledger-repo.ts';
import { postEntry, settleEntry } from './post-entry.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => assertLedgerBalanced(db));
afterAll(() => database.close());

async function fundedChecking(cents: bigint) {
  const userId = await insertTestMember(db);
  const checking = await memberAccount(db, userId, 'checking');
  const funding = platformAccount('external_bank_clearing');
  if (cents > 0n) {
    await postEntry(db, {
      reference: `fund:${checking.id}`,
      kind: 'test_funding',
      description: 'Opening deposit',
      postings: [
        { accountId: checking.id, amountCents: cents },
        { accountId: funding.id, amountCents: -cents },
      ],
    });
  }
  return { userId, checking, funding };
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
    await postEntry(db, {
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
    const first = await postEntry(db, entry);
    const second = await postEntry(db, entry);
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ replayed: true, entry: { id: first.entry.id } });
    expect((await balanceOf(db, checking.id)).currentCents).toBe(500n);

    await expect(postEntry(db, { ...entry, postings: move(funding.id, checking.id, 501n) })).rejects.toMatchObject({
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
        postEntry(db, { reference: `bad:${crypto.randomUUID()}`, kind: 'test', description: 'Bad', postings }),
      ).rejects.toThrow();
    }
    expect((await balanceOf(db, checking.id)).currentCents).toBe(1_000n);
  });

  it('refuses to take a member account below zero and writes nothing', async () => {
    const { checking, funding } = await fundedChecking(1_000n);
    const reference = `over:${checking.id}`;
    await expect(
      postEntry(db, {
        reference,
        kind: 'test',
        description: 'Too much',
        postings: move(checking.id, funding.id, 1_001n),
      }),
    ).rejects.toMatchObject({ statusCode: 422, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect((await balanceOf(db, checking.id)).currentCents).toBe(1_000n);
    // The reference stays free for a corrected attempt.
    await postEntry(db, {
      reference,
      kind: 'test',
      description: 'All of it',
      postings: move(checking.id, funding.id, 1_000n),
    });
    expect((await balanceOf(db, checking.id)).availableCents).toBe(0n);
  });

  it('holds pending outflows against what is available until they settle or are voided', async () => {
    const { checking, funding } = await fundedChecking(1_000n);
    const out = await postEntry(db, {
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
      postEntry(db, {
        reference: `spend:${checking.id}`,
        kind: 'test',
        description: 'x',
        postings: move(checking.id, funding.id, 601n),
      }),
    ).rejects.toMatchObject({ body: { code: 'INSUFFICIENT_FUNDS' } });

    await settleEntry(db, out.entry.id, 'posted');
    expect(await balanceOf(db, checking.id)).toMatchObject({
      currentCents: 600n,
      availableCents: 600n,
      pendingOutCents: 0n,
    });
    // Settling again is a no-op; voiding a posted entry is a programming error.
    await settleEntry(db, out.entry.id, 'posted');
    await expect(settleEntry(db, out.entry.id, 'voided')).rejects.toThrow(/already posted/);

    const voided = await postEntry(db, {
      reference: `pending-void:${checking.id}`,
      kind: 'ach_out',
      description: 'Returned',
      postings: move(checking.id, funding.id, 600n),
      pending: true,
    });
    await settleEntry(db, voided.entry.id, 'voided');
    expect(await balanceOf(db, checking.id)).toMatchObject({ currentCents: 600n, availableCents: 600n });
  });

  it('counts pending inflows only once they settle', async () => {
    const { checking, funding } = await fundedChecking(0n);
    const incoming = await postEntry(db, {
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
    await settleEntry(db, incoming.entry.id, 'posted');
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
        postEntry(db, {
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

  it('posts a reference sent 20 times at once exactly once', async () => {
    const { checking, funding } = await fundedChecking(0n);
    const entry = {
      reference: `dup:${checking.id}`,
      kind: 'test',
      description: 'Duplicate',
      postings: move(funding.id, checking.id, 700n),
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => postEntry(db, entry)));
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
});

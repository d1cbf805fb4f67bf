// The balance read is a statement built once per database handle (decision 040): each handle, and
// each transaction, must still answer its own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { insertTestMember } from '../test/members.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { memberAccount, platformAccount } from './accounts.ts';
import { balanceOf } from './balances.ts';
import { postEntry } from './post-entry.ts';

let first: Database;
let second: Database;

beforeAll(async () => {
  first = await createTestDatabase();
  second = await createTestDatabase();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

async function deposit(db: Db, accountId: string, cents: bigint, reference: string) {
  await inTransaction(db, (tx) =>
    postEntry(tx, {
      reference,
      kind: 'test_funding',
      description: 'Deposit',
      postings: [
        { accountId, amountCents: cents },
        { accountId: platformAccount('external_bank_clearing').id, amountCents: -cents },
      ],
    }),
  );
}

async function fundedChecking(db: Db, cents: bigint) {
  const memberId = await insertTestMember(db);
  const checking = await memberAccount(db, memberId, 'checking');
  await deposit(db, checking.id, cents, `fund:${checking.id}`);
  return checking.id;
}

describe('balanceOf', () => {
  it('answers each database its own rows', async () => {
    const inFirst = await fundedChecking(first.db, 1_500n);
    const inSecond = await fundedChecking(second.db, 2_700n);
    // Read in turn, so each handle's statement is built and then used again after the other's.
    for (let round = 0; round < 2; round += 1) {
      expect((await balanceOf(first.db, inFirst)).currentCents).toBe(1_500n);
      expect((await balanceOf(second.db, inSecond)).currentCents).toBe(2_700n);
    }
    await expect(balanceOf(first.db, inSecond)).rejects.toThrow(/does not exist/);
  });

  it('answers a transaction the rows it wrote, and the database what was committed', async () => {
    const accountId = await fundedChecking(first.db, 1_000n);
    expect((await balanceOf(first.db, accountId)).currentCents).toBe(1_000n);
    const undone = new Error('undone');
    await expect(
      inTransaction(first.db, async (tx) => {
        expect((await balanceOf(tx, accountId)).currentCents).toBe(1_000n);
        await deposit(tx, accountId, 250n, `more:${accountId}`);
        expect((await balanceOf(tx, accountId)).currentCents).toBe(1_250n);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect((await balanceOf(first.db, accountId)).currentCents).toBe(1_000n);
    await deposit(first.db, accountId, 250n, `more:${accountId}`);
    expect((await balanceOf(first.db, accountId)).currentCents).toBe(1_250n);
  });
});

// The ledger's reads that modules use instead of their own SQL over postings and entries (decisions 031
// and 048): what each kind moved through an account, and an account's dated movements of some kinds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { insertTestMember } from '../test/members.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { memberAccount, platformAccount } from './accounts.ts';
import { datedMovementsOf, movedByKindAndStatus } from './ledger-repo.ts';
import { postEntry, settleEntry } from './post-entry.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const clearing = platformAccount('brokerage_clearing');
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 15, minute));

/** Moves `cents` into the account (negative: out) from the clearing account; answers the entry's id. */
async function move(accountId: string, kind: string, cents: bigint, options: { minute: number; pending?: boolean }) {
  const { entry } = await inTransaction(db, (tx) =>
    postEntry(tx, {
      reference: `test:${accountId}:${kind}:${options.minute}`,
      kind,
      description: kind,
      postings: [
        { accountId, amountCents: cents },
        { accountId: clearing.id, amountCents: -cents },
      ],
      ...(options.pending ? { pending: true } : {}),
      now: at(options.minute),
    }),
  );
  return entry.id;
}

async function newAccount() {
  return (await memberAccount(db, await insertTestMember(db), 'self_directed_investment_cash')).id;
}

describe('movedByKindAndStatus', () => {
  it('sums each kind by status for one account only', async () => {
    const account = await newAccount();
    const other = await newAccount();
    await move(account, 'investment_deposit', 10_000n, { minute: 1 });
    await move(account, 'investment_deposit', 2_500n, { minute: 2 });
    await move(account, 'investment_buy', -3_000n, { minute: 3 });
    const hold = await move(account, 'investment_order_hold', -1_000n, { minute: 4, pending: true });
    await inTransaction(db, (tx) => settleEntry(tx, hold, 'voided', at(5)));
    await move(account, 'investment_order_hold', -500n, { minute: 6, pending: true });
    await move(other, 'investment_deposit', 99_900n, { minute: 7 });

    const moved = await movedByKindAndStatus(db, account);
    const sorted = [...moved].sort((a, b) => `${a.kind}/${a.status}`.localeCompare(`${b.kind}/${b.status}`));
    expect(sorted).toEqual([
      { kind: 'investment_buy', status: 'posted', cents: -3_000n },
      { kind: 'investment_deposit', status: 'posted', cents: 12_500n },
      { kind: 'investment_order_hold', status: 'pending', cents: -500n },
      { kind: 'investment_order_hold', status: 'voided', cents: -1_000n },
    ]);
  });

  it('answers nothing for an account nothing moved through', async () => {
    expect(await movedByKindAndStatus(db, await newAccount())).toEqual([]);
  });
});

describe('datedMovementsOf', () => {
  it('answers the kinds asked, not voided, oldest first, with the amount into the account', async () => {
    const account = await newAccount();
    const other = await newAccount();
    // Written out of time order, so the answer's order comes from the entries' times.
    await move(account, 'investment_deposit', 10_000n, { minute: 20 });
    await move(account, 'investment_dividend', 274n, { minute: 10 });
    await move(account, 'investment_withdrawal', -4_000n, { minute: 30 });
    await move(account, 'investment_buy', -1_000n, { minute: 25 });
    const voided = await move(account, 'investment_deposit', 7_000n, { minute: 35, pending: true });
    await inTransaction(db, (tx) => settleEntry(tx, voided, 'voided', at(36)));
    await move(account, 'investment_deposit', 600n, { minute: 40, pending: true });
    await move(other, 'investment_deposit', 55_500n, { minute: 15 });

    const movements = await datedMovementsOf(db, account, [
      'investment_deposit',
      'investment_withdrawal',
      'investment_dividend',
    ]);
    expect(movements).toEqual([
      { kind: 'investment_dividend', amountCents: 274n, createdAt: at(10) },
      { kind: 'investment_deposit', amountCents: 10_000n, createdAt: at(20) },
      { kind: 'investment_withdrawal', amountCents: -4_000n, createdAt: at(30) },
      { kind: 'investment_deposit', amountCents: 600n, createdAt: at(40) },
    ]);
  });

  it('answers nothing when no kind is asked', async () => {
    const account = await newAccount();
    await move(account, 'investment_deposit', 1_000n, { minute: 50 });
    expect(await datedMovementsOf(db, account, [])).toEqual([]);
  });
});

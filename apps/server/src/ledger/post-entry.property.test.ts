// Random sequences of transfers, pending holds, settlements and replays keep the books balanced and
// agree with a plain in-memory model of what each account should hold.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { assertLedgerBalanced } from '../test/ledger-invariants.ts';
import { insertTestMember } from '../test/members.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { memberAccount, platformAccount } from './accounts.ts';
import { balanceOf } from './balances.ts';
import { type EntryInput, postEntry, settleEntry } from './post-entry.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

type Operation =
  | { type: 'transfer'; from: number; to: number; cents: number; pending: boolean }
  | { type: 'settle'; which: number; outcome: 'posted' | 'voided' }
  | { type: 'replay'; which: number };

/** Index 0 is the unbounded platform account; 1..3 are member accounts that may not go below zero. */
const accountCount = 4;
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      from: fc.nat(accountCount - 1),
      to: fc.nat(accountCount - 1),
      cents: fc.integer({ min: 1, max: 50_000 }),
      pending: fc.boolean(),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('settle' as const),
      which: fc.nat(),
      outcome: fc.constantFrom('posted' as const, 'voided' as const),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ type: fc.constant('replay' as const), which: fc.nat() }), weight: 1 },
);

interface ModelAccount {
  posted: bigint;
  pendingOut: bigint;
  pendingIn: bigint;
}

const post = (input: EntryInput) => inTransaction(db, (tx) => postEntry(tx, input));
const settle = (entryId: string, outcome: 'posted' | 'voided') =>
  inTransaction(db, (tx) => settleEntry(tx, entryId, outcome));

describe('the ledger under random operations', () => {
  it('keeps every invariant and matches the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 30 }), async (operations) => {
        const memberId = await insertTestMember(db);
        const run = crypto.randomUUID();
        const accounts = [
          platformAccount('platform_funding'),
          await memberAccount(db, memberId, 'checking'),
          await memberAccount(db, memberId, 'round_up_savings'),
          await memberAccount(db, memberId, 'managed_investment_cash'),
        ];
        const platformBefore = await balanceOf(db, accounts[0]?.id as string);
        const model: ModelAccount[] = accounts.map(() => ({ posted: 0n, pendingOut: 0n, pendingIn: 0n }));
        const written: {
          reference: string;
          entryId: string;
          from: number;
          to: number;
          cents: bigint;
          status: 'pending' | 'posted' | 'voided';
        }[] = [];

        for (const [index, op] of operations.entries()) {
          if (op.type === 'transfer') {
            if (op.from === op.to) continue;
            const cents = BigInt(op.cents);
            const from = model[op.from] as ModelAccount;
            const to = model[op.to] as ModelAccount;
            const allowed = op.from === 0 || from.posted + from.pendingOut - cents >= 0n;
            const reference = `${run}:${index}`;
            const attempt = post({
              reference,
              kind: 'test',
              description: 'Random transfer',
              pending: op.pending,
              postings: [
                { accountId: accounts[op.from]?.id as string, amountCents: -cents },
                { accountId: accounts[op.to]?.id as string, amountCents: cents },
              ],
            });
            if (!allowed) {
              await expect(attempt).rejects.toMatchObject({ body: { code: 'INSUFFICIENT_FUNDS' } });
              continue;
            }
            const { entry } = await attempt;
            if (op.pending) {
              from.pendingOut -= cents;
              to.pendingIn += cents;
            } else {
              from.posted -= cents;
              to.posted += cents;
            }
            written.push({
              reference,
              entryId: entry.id,
              from: op.from,
              to: op.to,
              cents,
              status: op.pending ? 'pending' : 'posted',
            });
          } else if (op.type === 'settle') {
            const pending = written.filter((entry) => entry.status === 'pending');
            const target = pending[op.which % Math.max(pending.length, 1)];
            if (!target) continue;
            await settle(target.entryId, op.outcome);
            const from = model[target.from] as ModelAccount;
            const to = model[target.to] as ModelAccount;
            from.pendingOut += target.cents;
            to.pendingIn -= target.cents;
            if (op.outcome === 'posted') {
              from.posted -= target.cents;
              to.posted += target.cents;
            }
            target.status = op.outcome;
          } else {
            const target = written[op.which % Math.max(written.length, 1)];
            if (!target) continue;
            const replayed = await post({
              reference: target.reference,
              kind: 'test',
              description: 'Random transfer',
              postings: [
                { accountId: accounts[target.from]?.id as string, amountCents: -target.cents },
                { accountId: accounts[target.to]?.id as string, amountCents: target.cents },
              ],
            });
            expect(replayed.replayed).toBe(true);
          }
        }

        await assertLedgerBalanced(db);
        for (const [index, account] of accounts.entries()) {
          const expected = model[index] as ModelAccount;
          const base = index === 0 ? platformBefore : { currentCents: 0n, pendingInCents: 0n, pendingOutCents: 0n };
          expect(await balanceOf(db, account.id)).toMatchObject({
            currentCents: base.currentCents + expected.posted,
            pendingInCents: base.pendingInCents + expected.pendingIn,
            pendingOutCents: base.pendingOutCents + expected.pendingOut,
          });
        }
      }),
      { numRuns: 40 },
    );
  });
});

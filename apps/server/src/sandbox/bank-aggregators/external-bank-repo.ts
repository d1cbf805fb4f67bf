// SQL of the sandbox's banks on the linked account rows: holds, balances and the bank's own lines for
// our transfers. The sandbox bank's side lives in the same tables the aggregator fills, as if the
// aggregator refreshed the account the moment the bank changed it. Callers hold the transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-statement.ts';
import { bankTransactions, linkedBankAccounts } from '../../db/schema/banking.ts';

/** Runs on every transfer in: built once per database, bound to each transaction. */
const hold = preparedPerDatabase((db) =>
  db
    .update(linkedBankAccounts)
    .set({
      availableBalanceCents: sql`${linkedBankAccounts.availableBalanceCents} - ${sql.placeholder('cents')}::bigint`,
      balanceAsOf: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(linkedBankAccounts.id, sql.placeholder('accountId')),
        sql`${linkedBankAccounts.availableBalanceCents} >= ${sql.placeholder('cents')}::bigint`,
      ),
    )
    .returning({ id: linkedBankAccounts.id })
    .prepare('sandbox_bank_hold'),
);

/**
 * Holds money leaving the linked account in one statement, so two debits cannot both spend the same
 * balance. Answers false when too little is available.
 */
export async function holdLinkedAccountFunds(db: Db, accountId: string, cents: bigint, now: Date): Promise<boolean> {
  const rows = await hold(db).execute({ accountId, cents: cents.toString(), now: now.toISOString() });
  return rows.length > 0;
}

export async function adjustLinkedAccountBalances(
  db: Db,
  accountId: string,
  change: { currentCents: bigint; availableCents: bigint },
  now: Date,
): Promise<void> {
  await db
    .update(linkedBankAccounts)
    .set({
      currentBalanceCents: sql`${linkedBankAccounts.currentBalanceCents} + ${change.currentCents.toString()}::bigint`,
      availableBalanceCents: sql`${linkedBankAccounts.availableBalanceCents} + ${change.availableCents.toString()}::bigint`,
      balanceAsOf: now,
    })
    .where(eq(linkedBankAccounts.id, accountId));
}

type LinkedBankTransaction = Required<Omit<typeof bankTransactions.$inferInsert, 'id'>>;

/** Runs on every transfer: built once per database, bound to each transaction. */
const insertTransaction = preparedPerDatabase((db) => {
  const value = (column: keyof LinkedBankTransaction) => sql.placeholder(column);
  return db
    .insert(bankTransactions)
    .values({
      accountId: value('accountId'),
      userId: value('userId'),
      providerTransactionId: value('providerTransactionId'),
      postedOn: value('postedOn'),
      amountCents: value('amountCents'),
      description: value('description'),
      merchantName: value('merchantName'),
      category: value('category'),
      pending: value('pending'),
    })
    .prepare('sandbox_bank_insert_transaction');
});

export async function insertLinkedBankTransaction(db: Db, transaction: LinkedBankTransaction): Promise<void> {
  await insertTransaction(db).execute(transaction);
}

export async function postLinkedBankTransaction(
  db: Db,
  accountId: string,
  providerTransactionId: string,
  postedOn: string,
): Promise<void> {
  await db
    .update(bankTransactions)
    .set({ pending: false, postedOn })
    .where(
      and(eq(bankTransactions.accountId, accountId), eq(bankTransactions.providerTransactionId, providerTransactionId)),
    );
}

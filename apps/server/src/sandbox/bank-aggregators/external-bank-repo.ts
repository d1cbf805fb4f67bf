// SQL of the sandbox's banks on the linked account rows: holds, balances and the bank's own lines for
// our transfers. The sandbox bank's side lives in the same tables the aggregator fills, as if the
// aggregator refreshed the account the moment the bank changed it. Callers hold the transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankTransactions, linkedBankAccounts } from '../../db/schema/banking.ts';

/**
 * Holds money leaving the linked account in one statement, so two debits cannot both spend the same
 * balance. Answers false when too little is available.
 */
export async function holdLinkedAccountFunds(db: Db, accountId: string, cents: bigint, now: Date): Promise<boolean> {
  const rows = await db
    .update(linkedBankAccounts)
    .set({
      availableBalanceCents: sql`${linkedBankAccounts.availableBalanceCents} - ${cents.toString()}::bigint`,
      balanceAsOf: now,
    })
    .where(
      and(
        eq(linkedBankAccounts.id, accountId),
        sql`${linkedBankAccounts.availableBalanceCents} >= ${cents.toString()}::bigint`,
      ),
    )
    .returning({ id: linkedBankAccounts.id });
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

export async function insertLinkedBankTransaction(
  db: Db,
  transaction: typeof bankTransactions.$inferInsert,
): Promise<void> {
  await db.insert(bankTransactions).values(transaction);
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

// SQL on the linked bank tables that the checking account needs: the account a transfer uses, its
// balances, and the bank's own record of the transfer. Callers hold the transaction.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankTransactions, linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';

const linkedAccountView = {
  id: linkedBankAccounts.id,
  userId: linkedBankAccounts.userId,
  name: linkedBankAccounts.name,
  mask: linkedBankAccounts.mask,
  availableBalanceCents: linkedBankAccounts.availableBalanceCents,
  bankStatus: linkedBanks.status,
  bankCompletesAt: linkedBanks.completesAt,
  bankAccessLostAt: linkedBanks.accessLostAt,
  institutionName: linkedBanks.institutionName,
};

export type LinkedAccountView = {
  id: string;
  userId: string;
  name: string;
  mask: string;
  availableBalanceCents: bigint;
  bankStatus: (typeof linkedBanks.$inferSelect)['status'];
  bankCompletesAt: Date;
  bankAccessLostAt: Date | null;
  institutionName: string;
};

export async function findLinkedAccount(db: Db, accountId: string): Promise<LinkedAccountView | undefined> {
  const [row] = await db
    .select(linkedAccountView)
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(eq(linkedBankAccounts.id, accountId));
  return row;
}

/** Every account of the member's banks that are not removed, newest bank first. */
export async function listLinkedAccountsOf(db: Db, userId: string): Promise<LinkedAccountView[]> {
  return db
    .select(linkedAccountView)
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(and(eq(linkedBankAccounts.userId, userId), ne(linkedBanks.status, 'REMOVED')))
    .orderBy(desc(linkedBanks.createdAt), linkedBankAccounts.name);
}

/**
 * Holds money leaving the linked account, as its bank does the moment a debit is presented; one
 * statement, so two transfers cannot both spend the same balance. Answers false when too little is available.
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

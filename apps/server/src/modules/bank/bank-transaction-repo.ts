// All SQL of the transactions aggregators report for linked accounts.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankTransactions } from '../../db/schema/banking.ts';

export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type BankTransactionValues = Omit<BankTransactionRow, 'id'>;

/**
 * Rows per INSERT: 9 parameters each keeps a statement far below PostgreSQL's 65,535, and a year of
 * an account's history (a few hundred rows) goes in one or two statements.
 */
const insertChunkSize = 1000;

/**
 * Inserts the transactions, or refreshes those already stored under the same provider id, so a
 * re-link of the same login never duplicates them.
 */
export async function upsertTransactions(db: Db, rows: BankTransactionValues[]): Promise<void> {
  for (let start = 0; start < rows.length; start += insertChunkSize) {
    await db
      .insert(bankTransactions)
      .values(rows.slice(start, start + insertChunkSize))
      .onConflictDoUpdate({
        target: [bankTransactions.accountId, bankTransactions.providerTransactionId],
        set: {
          postedOn: sql`excluded.posted_on`,
          amountCents: sql`excluded.amount_cents`,
          description: sql`excluded.description`,
          merchantName: sql`excluded.merchant_name`,
          category: sql`excluded.category`,
          pending: sql`excluded.pending`,
        },
      });
  }
}

/** Newest first; equal days in a fixed order so pages never overlap. */
export async function findTransactionsPage(
  db: Db,
  accountId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: BankTransactionRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.accountId, accountId))
      .orderBy(desc(bankTransactions.postedOn), desc(bankTransactions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(bankTransactions).where(eq(bankTransactions.accountId, accountId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

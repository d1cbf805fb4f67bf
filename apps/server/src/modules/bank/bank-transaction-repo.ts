// All SQL of the transactions aggregators report for linked accounts, and the reads other modules make of them.
import { and, asc, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankTransactions, linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';

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

export interface HistoryLineRow {
  postedOn: string;
  amountCents: bigint;
  category: string;
  description: string;
  merchantName: string | null;
  pending: boolean;
}

/** The account's transactions from `from` (YYYY-MM-DD) on, pending ones included, oldest first. */
export async function findAccountHistoryFrom(db: Db, accountId: string, from: string): Promise<HistoryLineRow[]> {
  return db
    .select({
      postedOn: bankTransactions.postedOn,
      amountCents: bankTransactions.amountCents,
      category: bankTransactions.category,
      description: bankTransactions.description,
      merchantName: bankTransactions.merchantName,
      pending: bankTransactions.pending,
    })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.accountId, accountId), gte(bankTransactions.postedOn, from)))
    .orderBy(asc(bankTransactions.postedOn), asc(bankTransactions.id));
}

export interface PostedLineRow {
  postedOn: string;
  amountCents: bigint;
  description: string;
  merchantName: string | null;
  category: string;
}

/**
 * The posted transactions of the member's banks that are not removed, in the period (YYYY-MM-DD,
 * both ends included), oldest first. Pending ones are left out, as their amounts and dates may
 * still change.
 */
export async function findPostedLinesOfLiveBanks(
  db: Db,
  memberId: string,
  period: { from: string; to: string },
): Promise<PostedLineRow[]> {
  return db
    .select({
      postedOn: bankTransactions.postedOn,
      amountCents: bankTransactions.amountCents,
      description: bankTransactions.description,
      merchantName: bankTransactions.merchantName,
      category: bankTransactions.category,
    })
    .from(bankTransactions)
    .innerJoin(linkedBankAccounts, eq(linkedBankAccounts.id, bankTransactions.accountId))
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(
      and(
        eq(bankTransactions.memberId, memberId),
        eq(linkedBanks.memberId, memberId),
        ne(linkedBanks.status, 'REMOVED'),
        eq(bankTransactions.pending, false),
        gte(bankTransactions.postedOn, period.from),
        lte(bankTransactions.postedOn, period.to),
      ),
    )
    .orderBy(asc(bankTransactions.postedOn), asc(bankTransactions.id));
}

// All SQL of the findings: the member's banks still linked, and the posted transactions of their
// accounts in the period. Removed banks keep their rows (the member may link them again) but count
// for nothing here.
import { and, asc, count, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankTransactions, linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';

export async function countLinkedBanks(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ banks: count() })
    .from(linkedBanks)
    .where(and(eq(linkedBanks.userId, userId), ne(linkedBanks.status, 'REMOVED')));
  return row?.banks ?? 0;
}

export interface PostedTransactionRow {
  postedOn: string;
  amountCents: bigint;
  description: string;
  merchantName: string | null;
  category: string;
}

/** Oldest first; pending transactions are left out, as their amounts and dates may still change. */
export async function findPostedTransactions(
  db: Db,
  userId: string,
  period: { from: string; to: string },
): Promise<PostedTransactionRow[]> {
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
        eq(bankTransactions.userId, userId),
        eq(linkedBanks.userId, userId),
        ne(linkedBanks.status, 'REMOVED'),
        eq(bankTransactions.pending, false),
        gte(bankTransactions.postedOn, period.from),
        lte(bankTransactions.postedOn, period.to),
      ),
    )
    .orderBy(asc(bankTransactions.postedOn), asc(bankTransactions.id));
}

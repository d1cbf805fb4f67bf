// All SQL of the investment accounts' own table. Their cash is the ledger's, read through ledger/.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investmentAccounts } from '../../../db/schema/investing.ts';

export type InvestmentAccountRow = typeof investmentAccounts.$inferSelect;
export type InvestmentAccountKind = InvestmentAccountRow['kind'];

/** The member's investment accounts, oldest first: spec section 9 takes the first INVESTMENT as "the" account. */
export async function findInvestmentAccountsOf(db: Db, memberId: string): Promise<InvestmentAccountRow[]> {
  return db
    .select()
    .from(investmentAccounts)
    .where(eq(investmentAccounts.memberId, memberId))
    .orderBy(asc(investmentAccounts.openedAt), asc(investmentAccounts.kind));
}

/**
 * Inserts the account unless one of its kind exists for the member or its number is taken; answers
 * undefined then, and the caller tells which by looking for the member's account of that kind.
 */
export async function insertInvestmentAccountIfAbsent(
  db: Db,
  account: typeof investmentAccounts.$inferInsert,
): Promise<InvestmentAccountRow | undefined> {
  const [row] = await db.insert(investmentAccounts).values(account).onConflictDoNothing().returning();
  return row;
}

/** One of the member's accounts by id; another member's account reads as none (404). */
export async function findInvestmentAccountOf(
  db: Db,
  memberId: string,
  accountId: string,
): Promise<InvestmentAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(investmentAccounts)
    .where(and(eq(investmentAccounts.id, accountId), eq(investmentAccounts.memberId, memberId)));
  return row;
}

/** An account by id alone: for jobs, which act for whichever member placed the order. */
export async function findInvestmentAccountById(db: Db, accountId: string): Promise<InvestmentAccountRow | undefined> {
  const [row] = await db.select().from(investmentAccounts).where(eq(investmentAccounts.id, accountId));
  return row;
}

/** Every open managed account's id, oldest first: the managed job visits each. */
export async function openManagedAccountIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: investmentAccounts.id })
    .from(investmentAccounts)
    .where(and(eq(investmentAccounts.kind, 'MANAGED'), eq(investmentAccounts.status, 'OPEN')))
    .orderBy(asc(investmentAccounts.openedAt), asc(investmentAccounts.id));
  return rows.map((row) => row.id);
}

/** A managed account adopts the member's current profile: its score, tolerance and the model it picks. */
export async function updateAccountProfile(
  db: Db,
  accountId: string,
  profile: { riskScore: number; riskTolerance: string; modelPortfolio: string },
): Promise<void> {
  await db.update(investmentAccounts).set(profile).where(eq(investmentAccounts.id, accountId));
}

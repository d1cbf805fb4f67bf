// SQL of the member's cash-advance account. Callers hold any transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashAdvanceAccounts } from '../../db/schema/cash-advance.ts';
import type { Tx } from '../../db/transaction.ts';

export type CashAdvanceAccountRow = typeof cashAdvanceAccounts.$inferSelect;

export async function findCashAdvanceAccount(db: Db, memberId: string): Promise<CashAdvanceAccountRow | undefined> {
  const [row] = await db.select().from(cashAdvanceAccounts).where(eq(cashAdvanceAccounts.memberId, memberId));
  return row;
}

/**
 * The account, locked until the caller's transaction ends: every advance of a member takes this lock
 * first, so concurrent requests spend the limit one after another.
 */
export async function lockCashAdvanceAccount(db: Tx, memberId: string): Promise<CashAdvanceAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(cashAdvanceAccounts)
    .where(eq(cashAdvanceAccounts.memberId, memberId))
    .for('update');
  return row;
}

/** Creates the account unless it exists; two first calls at once agree on one row. */
export async function insertCashAdvanceAccountIfAbsent(
  db: Db,
  account: { memberId: string; ledgerAccountId: string; underwritingId: string | null; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(cashAdvanceAccounts)
    .values({ ...account, status: 'PENDING' })
    .onConflictDoNothing()
    .returning({ memberId: cashAdvanceAccounts.memberId });
  return inserted.length > 0;
}

export async function updateCashAdvanceAccount(
  db: Db,
  memberId: string,
  changes: Partial<
    Pick<CashAdvanceAccountRow, 'status' | 'underwritingId' | 'repaymentMethod' | 'subscribedAt' | 'cancelledAt'>
  >,
): Promise<CashAdvanceAccountRow> {
  const [row] = await db
    .update(cashAdvanceAccounts)
    .set(changes)
    .where(eq(cashAdvanceAccounts.memberId, memberId))
    .returning();
  if (!row) throw new Error(`cash-advance account of ${memberId} is missing`);
  return row;
}

/** Whether the member has turned advances on and not off again. */
export async function hasActiveSubscription(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ active: sql<boolean>`${cashAdvanceAccounts.status} = 'ACTIVE'` })
    .from(cashAdvanceAccounts)
    .where(eq(cashAdvanceAccounts.memberId, memberId));
  return row?.active ?? false;
}

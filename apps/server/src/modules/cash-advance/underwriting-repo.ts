// SQL of underwritings. What they read of the member's linked checking accounts and their history
// comes from the bank module's service (linked-accounts-service.ts).
import { and, desc, eq, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashAdvanceUnderwritings } from '../../db/schema/cash-advance.ts';
import type { Tx } from '../../db/transaction.ts';

export type UnderwritingRow = typeof cashAdvanceUnderwritings.$inferSelect;

export async function insertUnderwriting(
  db: Db,
  underwriting: typeof cashAdvanceUnderwritings.$inferInsert,
): Promise<UnderwritingRow> {
  const [row] = await db.insert(cashAdvanceUnderwritings).values(underwriting).returning();
  if (!row) throw new Error('underwriting was not stored');
  return row;
}

export async function latestUnderwritingOf(db: Db, memberId: string): Promise<UnderwritingRow | undefined> {
  const [row] = await db
    .select()
    .from(cashAdvanceUnderwritings)
    .where(eq(cashAdvanceUnderwritings.memberId, memberId))
    .orderBy(desc(cashAdvanceUnderwritings.createdAt), desc(cashAdvanceUnderwritings.id))
    .limit(1);
  return row;
}

/** Members whose latest underwriting was made before `before`. */
export async function membersUnderwrittenBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ memberId: cashAdvanceUnderwritings.memberId })
    .from(cashAdvanceUnderwritings)
    .groupBy(cashAdvanceUnderwritings.memberId)
    .having(lt(max(cashAdvanceUnderwritings.createdAt), before));
  return rows.map((row) => row.memberId);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member's own underwriting; another member's (or a malformed id) reads as missing. */
export async function findUnderwritingOf(db: Db, memberId: string, id: string): Promise<UnderwritingRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(cashAdvanceUnderwritings)
    .where(and(eq(cashAdvanceUnderwritings.id, id), eq(cashAdvanceUnderwritings.memberId, memberId)));
  return row;
}

/** The member's own underwriting, locked until the caller's transaction ends. */
export async function lockUnderwritingOf(db: Tx, memberId: string, id: string): Promise<UnderwritingRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(cashAdvanceUnderwritings)
    .where(and(eq(cashAdvanceUnderwritings.id, id), eq(cashAdvanceUnderwritings.memberId, memberId)))
    .for('update');
  return row;
}

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResets } from '../db/schema/identity.ts';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(db: Db, reset: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** A newer code replaces the member's earlier ones: only the latest email works. */
export async function closeOpenPasswordResets(db: Db, memberId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

export async function findLatestOpenPasswordReset(db: Db, memberId: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

/** Counts a try atomically and answers the new count, so parallel guesses cannot exceed the limit. */
export async function countPasswordResetAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, id))
    .returning({ attempts: passwordResets.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks the code used; false when a parallel request used it first. */
export async function markPasswordResetUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

// SQL of the profile's security page: the codes that confirm a new email address. The password and
// the email are columns of users, which identity's service sets.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChangeCodes } from '../../db/schema/profile-security.ts';

export type EmailChangeCodeRow = typeof emailChangeCodes.$inferSelect;

/** One open code per member: a new request replaces the previous one. */
export async function replaceEmailChangeCode(db: Db, code: typeof emailChangeCodes.$inferInsert): Promise<void> {
  await db
    .update(emailChangeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeCodes.memberId, code.memberId), isNull(emailChangeCodes.usedAt)));
  await db.insert(emailChangeCodes).values(code);
}

/** The member's latest code, used or not, so a reused one can be told apart from none at all. */
export async function findLatestEmailChangeCode(db: Db, memberId: string): Promise<EmailChangeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChangeCodes)
    .where(eq(emailChangeCodes.memberId, memberId))
    .orderBy(desc(emailChangeCodes.createdAt), desc(emailChangeCodes.id))
    .limit(1);
  return row;
}

/** Counts one try in one statement, so parallel guesses cannot skip the limit; answers the new count. */
export async function countEmailCodeAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(emailChangeCodes)
    .set({ attempts: sql`${emailChangeCodes.attempts} + 1` })
    .where(eq(emailChangeCodes.id, id))
    .returning({ attempts: emailChangeCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks the code used; false when another request used it first. */
export async function markEmailCodeUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(emailChangeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeCodes.id, id), isNull(emailChangeCodes.usedAt)))
    .returning({ id: emailChangeCodes.id });
  return rows.length > 0;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { phoneCodes } from '../db/schema/identity.ts';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

export async function insertPhoneCode(db: Db, code: typeof phoneCodes.$inferInsert): Promise<string> {
  const [row] = await db.insert(phoneCodes).values(code).returning({ id: phoneCodes.id });
  if (!row) throw new Error('phone code not stored');
  return row.id;
}

/** The member's own open code session; another member's id is simply not found. */
export async function findOpenPhoneCode(db: Db, memberId: string, id: string, purpose: PhoneCodeRow['purpose']) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.id, id),
        eq(phoneCodes.memberId, memberId),
        eq(phoneCodes.purpose, purpose),
        isNull(phoneCodes.usedAt),
      ),
    );
  return row;
}

/** Counts a try atomically and answers the new count, so parallel guesses cannot exceed the limit. */
export async function countAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(eq(phoneCodes.id, id))
    .returning({ attempts: phoneCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks the code used; false when a parallel request used it first. */
export async function markPhoneCodeUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return rows.length === 1;
}

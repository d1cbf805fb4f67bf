import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralCodes, users } from '../../db/schema/identity.ts';

export async function findActiveReferralCode(db: Db, code: string): Promise<{ referrerFirstName: string } | undefined> {
  const [row] = await db
    .select({ referrerFirstName: users.firstName })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(and(eq(referralCodes.code, code), eq(referralCodes.isActive, true)));
  return row;
}

export async function insertReferralCodeIfAbsent(db: Db, code: { code: string; userId: string }): Promise<void> {
  await db.insert(referralCodes).values(code).onConflictDoNothing();
}

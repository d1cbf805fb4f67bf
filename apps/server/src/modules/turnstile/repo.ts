import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { humanCheckTokens } from '../../db/schema/turnstile.ts';

/** Stores an issued token; false when a token was already issued for this challenge. */
export async function insertHumanToken(
  db: Db,
  token: { tokenHash: string; challengeHash: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(humanCheckTokens)
    .values(token)
    .onConflictDoNothing()
    .returning({ tokenHash: humanCheckTokens.tokenHash });
  return inserted.length === 1;
}

/** Marks an unspent, unexpired token spent in one statement, so two parallel calls cannot both spend it. */
export async function spendHumanToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(humanCheckTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(humanCheckTokens.tokenHash, tokenHash),
        isNull(humanCheckTokens.usedAt),
        gt(humanCheckTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: humanCheckTokens.tokenHash });
  return spent.length === 1;
}

/** For a periodic sweep; safe because a token outlives the challenge it was issued for. */
export async function deleteExpiredHumanTokens(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(humanCheckTokens)
    .where(lt(humanCheckTokens.expiresAt, now))
    .returning({ tokenHash: humanCheckTokens.tokenHash });
  return deleted.length;
}

// All SQL of step-up checks: grants, the count of wrong tries, and the audit of reveals.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sensitiveReveals, stepUpGrants, stepUpThrottles } from '../../db/schema/step-up.ts';

export type StepUpGrantRow = typeof stepUpGrants.$inferSelect;
export type SensitiveRevealRow = typeof sensitiveReveals.$inferSelect;

export async function insertStepUpGrant(db: Db, grant: typeof stepUpGrants.$inferInsert): Promise<StepUpGrantRow> {
  const [row] = await db.insert(stepUpGrants).values(grant).returning();
  if (!row) throw new Error('step-up grant was not written');
  return row;
}

/** The member's grant on this sign-in session that is still open at `now`, latest first. */
export async function findOpenStepUpGrant(
  db: Db,
  query: { memberId: string; sessionId: string; now: Date },
): Promise<StepUpGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(stepUpGrants)
    .where(
      and(
        eq(stepUpGrants.memberId, query.memberId),
        eq(stepUpGrants.sessionId, query.sessionId),
        gt(stepUpGrants.expiresAt, query.now),
      ),
    )
    .orderBy(desc(stepUpGrants.expiresAt))
    .limit(1);
  return row;
}

/**
 * Counts a try before it is checked, in one statement, so parallel guesses cannot exceed the limit.
 * A pause that has ended starts the count afresh. Answers the count (this try included) and any pause.
 */
export async function reserveStepUpTry(
  db: Db,
  memberId: string,
  now: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${stepUpThrottles.lockedUntil} is not null and ${stepUpThrottles.lockedUntil} <= ${at}`;
  const [row] = await db
    .insert(stepUpThrottles)
    .values({ memberId, failures: 1 })
    .onConflictDoUpdate({
      target: stepUpThrottles.memberId,
      set: {
        failures: sql`case when ${ended} then 1 else ${stepUpThrottles.failures} + 1 end`,
        lockedUntil: sql`case when ${ended} then null else ${stepUpThrottles.lockedUntil} end`,
      },
    })
    .returning({ failures: stepUpThrottles.failures, lockedUntil: stepUpThrottles.lockedUntil });
  if (!row) throw new Error('step-up try was not counted');
  return row;
}

export async function lockStepUp(db: Db, memberId: string, until: Date): Promise<void> {
  await db
    .update(stepUpThrottles)
    .set({ failures: 0, lockedUntil: until })
    .where(eq(stepUpThrottles.memberId, memberId));
}

/** A passed check clears the count of wrong tries. */
export async function clearStepUpTries(db: Db, memberId: string): Promise<void> {
  await db.delete(stepUpThrottles).where(eq(stepUpThrottles.memberId, memberId));
}

export async function insertSensitiveReveal(db: Db, reveal: typeof sensitiveReveals.$inferInsert): Promise<void> {
  await db.insert(sensitiveReveals).values(reveal);
}

export async function listSensitiveReveals(db: Db, memberId: string): Promise<SensitiveRevealRow[]> {
  return db
    .select()
    .from(sensitiveReveals)
    .where(eq(sensitiveReveals.memberId, memberId))
    .orderBy(desc(sensitiveReveals.revealedAt), desc(sensitiveReveals.createdAt));
}

import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInThrottles } from '../db/schema/identity.ts';

/**
 * Counts hits (one by default; a process's batch for the coarse limits, decision 011) in the bucket's
 * current fixed window (a new window starts once the last ran out) and answers the count so far. One
 * statement, so parallel requests on any process cannot undercount.
 */
export async function countHit(db: Db, bucket: string, windowSeconds: number, hits = 1) {
  const windowOver = sql`${signInThrottles.expiresAt} <= now()`;
  const [row] = await db
    .insert(signInThrottles)
    .values({
      bucket,
      windowStartedAt: sql`now()`,
      hits,
      expiresAt: sql`now() + make_interval(secs => ${windowSeconds})`,
    })
    .onConflictDoUpdate({
      target: signInThrottles.bucket,
      set: {
        hits: sql`case when ${windowOver} then ${hits}::integer else ${signInThrottles.hits} + ${hits}::integer end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${signInThrottles.windowStartedAt} end`,
        expiresAt: sql`case when ${windowOver} then now() + make_interval(secs => ${windowSeconds}) else ${signInThrottles.expiresAt} end`,
      },
    })
    .returning({ hits: signInThrottles.hits, expiresAt: signInThrottles.expiresAt });
  if (!row) throw new Error(`throttle bucket ${bucket} not counted`);
  return row;
}

export async function deleteExpiredThrottles(db: Db): Promise<void> {
  await db.delete(signInThrottles).where(lt(signInThrottles.expiresAt, sql`now()`));
}

import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInThrottles } from '../db/schema/identity.ts';

/**
 * Counts one hit in the bucket's current fixed window (a new window starts once the last ran out) and
 * answers the count so far. One statement, so parallel requests on any process cannot undercount.
 */
export async function countHit(db: Db, bucket: string, windowSeconds: number) {
  const windowOver = sql`${signInThrottles.expiresAt} <= now()`;
  const [row] = await db
    .insert(signInThrottles)
    .values({
      bucket,
      windowStartedAt: sql`now()`,
      hits: 1,
      expiresAt: sql`now() + make_interval(secs => ${windowSeconds})`,
    })
    .onConflictDoUpdate({
      target: signInThrottles.bucket,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${signInThrottles.hits} + 1 end`,
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

/**
 * Adds each bucket's hits in one statement (a process's batch of the coarse rate limits, decision 011)
 * and answers every bucket's count and window end. Buckets must be distinct.
 */
export async function countHits(db: Db, windowSeconds: number, batch: readonly { bucket: string; hits: number }[]) {
  if (batch.length === 0) return [];
  const windowOver = sql`${signInThrottles.expiresAt} <= now()`;
  return db
    .insert(signInThrottles)
    .values(
      batch.map(({ bucket, hits }) => ({
        bucket,
        windowStartedAt: sql`now()`,
        hits,
        expiresAt: sql`now() + make_interval(secs => ${windowSeconds})`,
      })),
    )
    .onConflictDoUpdate({
      target: signInThrottles.bucket,
      set: {
        hits: sql`case when ${windowOver} then excluded.hits else ${signInThrottles.hits} + excluded.hits end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${signInThrottles.windowStartedAt} end`,
        expiresAt: sql`case when ${windowOver} then now() + make_interval(secs => ${windowSeconds}) else ${signInThrottles.expiresAt} end`,
      },
    })
    .returning({ bucket: signInThrottles.bucket, hits: signInThrottles.hits, expiresAt: signInThrottles.expiresAt });
}

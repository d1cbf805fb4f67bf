import { lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
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
  // The batch travels as one JSON parameter. With a row of SQL per bucket, building the statement
  // and binding its parameters cost 40 to 80 µs a bucket on PGlite: with a new address per request
  // (as the read benchmark sends, and as traffic from many members is), as much as a read (decision 040).
  const buckets = JSON.stringify(batch.map(({ bucket, hits }) => ({ bucket, hits })));
  const rows = await queryRows<{ bucket: string; hits: number; expires_at_ms: number }>(
    db,
    sql`insert into ${signInThrottles} as t (bucket, window_started_at, hits, expires_at)
        select b.bucket, now(), b.hits, now() + make_interval(secs => ${windowSeconds})
        from json_to_recordset(${buckets}::json) as b(bucket text, hits integer)
        on conflict (bucket) do update set
          hits = case when t.expires_at <= now() then excluded.hits else t.hits + excluded.hits end,
          window_started_at = case when t.expires_at <= now() then now() else t.window_started_at end,
          expires_at = case when t.expires_at <= now() then now() + make_interval(secs => ${windowSeconds}) else t.expires_at end
        returning t.bucket, t.hits, (extract(epoch from t.expires_at) * 1000)::float8 as expires_at_ms`,
  );
  return rows.map((row) => ({ bucket: row.bucket, hits: row.hits, expiresAt: new Date(row.expires_at_ms) }));
}

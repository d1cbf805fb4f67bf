import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/platform.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

interface KeyId {
  scope: string;
  key: string;
}

/** Returns true when this request now owns the key. */
export async function reserveKey(
  db: Db,
  record: KeyId & { operation: string; requestHash: string; ttlSeconds: number },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      scope: record.scope,
      key: record.key,
      operation: record.operation,
      requestHash: record.requestHash,
      expiresAt: sql`now() + make_interval(secs => ${record.ttlSeconds})`,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    // Named: every idempotent call runs it, and PostgreSQL then parses and plans it once per connection.
    .prepare('idempotency_reserve_key')
    .execute();
  return inserted.length === 1;
}

export async function findKey(db: Db, id: KeyId): Promise<IdempotencyRecord | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key)));
  return row;
}

/**
 * Deletes a key that has expired, or whose first request never finished (its process died) and was
 * reserved more than `abandonedAfterSeconds` ago, so the key can be reserved again.
 */
export async function deleteStaleKey(db: Db, id: KeyId, abandonedAfterSeconds: number): Promise<boolean> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, id.scope),
        eq(idempotencyKeys.key, id.key),
        or(
          lt(idempotencyKeys.expiresAt, sql`now()`),
          and(
            isNull(idempotencyKeys.responseStatus),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${abandonedAfterSeconds})`),
          ),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return deleted.length === 1;
}

export async function storeResponse(db: Db, id: KeyId, response: { status: number; body: unknown }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key)))
    .prepare('idempotency_store_response')
    .execute();
}

export async function releaseKey(db: Db, id: KeyId): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key), isNull(idempotencyKeys.responseStatus)),
    );
}

export async function deleteExpiredKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

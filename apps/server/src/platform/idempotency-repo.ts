import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared-statement.ts';
import { idempotencyKeys } from '../db/schema/platform.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

interface KeyId {
  scope: string;
  key: string;
}

/** Every idempotent call reserves its key: built once per database (named, parsed once per connection). */
const reserve = preparedPerDatabase((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      operation: sql.placeholder('operation'),
      requestHash: sql.placeholder('requestHash'),
      expiresAt: sql`now() + make_interval(secs => ${sql.placeholder('ttlSeconds')})`,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_reserve_key'),
);

/** Returns true when this request now owns the key. */
export async function reserveKey(
  db: Db,
  record: KeyId & { operation: string; requestHash: string; ttlSeconds: number },
): Promise<boolean> {
  const inserted = await reserve(db).execute({ ...record });
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

/** Every idempotent call's answer, inside its transaction: built once per database, bound to each transaction. */
const store = preparedPerDatabase((db) =>
  db
    .update(idempotencyKeys)
    .set({ responseStatus: sql`${sql.placeholder('status')}`, responseBody: sql`${sql.placeholder('body')}::jsonb` })
    .where(and(eq(idempotencyKeys.scope, sql.placeholder('scope')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .prepare('idempotency_store_response'),
);

export async function storeResponse(db: Db, id: KeyId, response: { status: number; body: unknown }): Promise<void> {
  await store(db).execute({ ...id, status: response.status, body: JSON.stringify(response.body) });
}

export async function deleteExpiredKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/identity.ts';

export type OutboxMessage = typeof outbox.$inferSelect;

/**
 * How long a message stays: longer than the longest-lived code it can carry (a password reset's 30
 * minutes), so a person reading a code while it works always finds it, and short enough that phone,
 * step-up and reset codes do not sit readable in the table (the `outbox-sweep` job deletes the rest).
 */
export const outboxRetentionMinutes = 60;

const retentionStart = sql`now() - ${sql.raw(`interval '${outboxRetentionMinutes} minutes'`)}`;

/** The only way the product sends email and text messages; a delivery worker would read from here. */
export async function queueMessage(db: Db, message: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(message);
}

/** The newest messages still kept, for `/dev/outbox`. */
export async function listMessages(db: Db, options: { recipient?: string; limit: number }): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        gte(outbox.createdAt, retentionStart),
        options.recipient ? eq(outbox.recipient, options.recipient) : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(options.limit);
}

/** Deletes every message older than the retention; answers how many. */
export async function deleteOldMessages(db: Db): Promise<number> {
  const deleted = await db.delete(outbox).where(lt(outbox.createdAt, retentionStart)).returning({ id: outbox.id });
  return deleted.length;
}

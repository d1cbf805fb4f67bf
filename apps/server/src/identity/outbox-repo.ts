import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/identity.ts';

export type OutboxMessage = typeof outbox.$inferSelect;

/** The only way the product sends email and text messages; a delivery worker would read from here. */
export async function queueMessage(db: Db, message: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(message);
}

export async function listMessages(db: Db, options: { recipient?: string; limit: number }): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outbox)
    .where(options.recipient ? eq(outbox.recipient, options.recipient) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(options.limit);
}

import type { Db } from '../../db/client.ts';
import { analyticsEvents, clientErrors } from '../../db/schema/telemetry.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type NewClientError = typeof clientErrors.$inferInsert;

/** One multi-row insert per batch, so a batch is stored whole or not at all. */
export async function insertAnalyticsEvents(db: Db, events: NewAnalyticsEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(analyticsEvents).values(events);
  return events.length;
}

export async function insertClientError(db: Db, error: NewClientError): Promise<string> {
  const [row] = await db.insert(clientErrors).values(error).returning({ id: clientErrors.id });
  if (!row) throw new Error('client error insert returned no row');
  return row.id;
}

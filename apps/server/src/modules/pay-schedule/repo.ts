// All SQL of the member's pay schedule: one row per member, replaced when they save a new one.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paySchedules } from '../../db/schema/pay-schedule.ts';

export type PayScheduleRow = typeof paySchedules.$inferSelect;

export async function findPaySchedule(db: Db, memberId: string): Promise<PayScheduleRow | undefined> {
  const [row] = await db.select().from(paySchedules).where(eq(paySchedules.memberId, memberId));
  return row;
}

/** Inserts the member's schedule, or replaces the one they had; answers the row as stored. */
export async function upsertPaySchedule(
  db: Db,
  row: { memberId: string; schedule: unknown; updatedAt: Date },
): Promise<PayScheduleRow> {
  const [stored] = await db
    .insert(paySchedules)
    .values(row)
    .onConflictDoUpdate({
      target: paySchedules.memberId,
      set: { schedule: row.schedule, updatedAt: row.updatedAt },
    })
    .returning();
  if (!stored) throw new Error('upserting a pay schedule returned no row');
  return stored;
}

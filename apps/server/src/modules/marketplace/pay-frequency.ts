// How often the member is paid, from the pay schedule they gave (modules/pay-schedule), if any.
import { type PayFrequency, payScheduleSchema } from '@fernleaf/contract/pay-schedule';
import type { Db } from '../../db/client.ts';
import { findPaySchedule } from '../pay-schedule/repo.ts';

export async function readPayFrequency(db: Db, userId: string): Promise<PayFrequency | null> {
  const row = await findPaySchedule(db, userId);
  // A stored schedule was checked when saved; one that no longer parses answers nothing rather than failing the page.
  const schedule = row ? payScheduleSchema.safeParse(row.schedule) : undefined;
  return schedule?.success ? schedule.data.frequency : null;
}

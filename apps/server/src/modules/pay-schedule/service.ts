// Pay-schedule rules on the server: a saved schedule is answered with its next paydays, and a new one
// must be recent as of the member's today before it replaces the old. The rules themselves are the
// contract's (packages/contract/src/pay-schedule.ts); this only picks "today" and stores the result.

import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import {
  nextPaydays,
  type PaySchedule,
  payScheduleInputSchema,
  payScheduleSchema,
} from '@fernleaf/contract/pay-schedule';
import { type SavedPaySchedule, upcomingPaydayCount } from '@fernleaf/contract/pay-schedule-calls';
import type { Db } from '../../db/client.ts';
import { requireMember } from '../user/service.ts';
import { noPaySchedule, scheduleRefused } from './errors.ts';
import { memberTodays } from './member-today.ts';
import { findPaySchedule, type PayScheduleRow, upsertPaySchedule } from './repo.ts';

function toSaved(row: PayScheduleRow, now: Date): SavedPaySchedule {
  // Stored rows were checked on the way in; parsing again types them and stops a corrupted row here.
  const schedule = payScheduleSchema.parse(row.schedule);
  return {
    schedule,
    nextPaydays: nextPaydays(schedule, { today: easternToday(now), count: upcomingPaydayCount }),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Accepts the schedule when it holds for any date a member in the US can have today, so a member in
 * Hawaii and one in Puerto Rico may both give the date on their own calendar; a refusal is reported
 * as of the latest date, where "in the future" is true for everyone.
 */
export function checkRecentAsOfMemberToday(schedule: PaySchedule, now: Date): PaySchedule {
  const { earliest, latest } = memberTodays(now);
  const atLatest = payScheduleInputSchema(latest).safeParse(schedule);
  if (atLatest.success) return atLatest.data;
  if (earliest !== latest) {
    const atEarliest = payScheduleInputSchema(earliest).safeParse(schedule);
    if (atEarliest.success) return atEarliest.data;
  }
  throw scheduleRefused(atLatest.error);
}

/**
 * The member's saved schedule for other modules (the cash advance's paydays, the marketplace's pay
 * frequency), or null when none is saved or a stored one no longer parses.
 */
export async function savedScheduleOf(db: Db, memberId: string): Promise<PaySchedule | null> {
  const row = await findPaySchedule(db, memberId);
  const schedule = row ? payScheduleSchema.safeParse(row.schedule) : undefined;
  return schedule?.success ? schedule.data : null;
}

export async function readPaySchedule(db: Db, memberId: string, now: Date): Promise<SavedPaySchedule> {
  const row = await findPaySchedule(db, memberId);
  if (!row) throw noPaySchedule();
  return toSaved(row, now);
}

export async function savePaySchedule(
  db: Db,
  memberId: string,
  schedule: PaySchedule,
  now: Date,
): Promise<SavedPaySchedule> {
  const member = await requireMember(db, memberId);
  const checked = checkRecentAsOfMemberToday(schedule, now);
  const row = await upsertPaySchedule(db, { memberId: member.id, schedule: checked, updatedAt: now });
  return toSaved(row, now);
}

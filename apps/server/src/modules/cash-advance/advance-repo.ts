// SQL of advances, their scheduled repayments and the repayments made. Callers hold any transaction.
import { and, asc, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashAdvanceRepayments, cashAdvances, scheduledRepayments } from '../../db/schema/cash-advance.ts';
import type { Tx } from '../../db/transaction.ts';
import { isUuid } from './document-repo.ts';

export type AdvanceRow = typeof cashAdvances.$inferSelect;
export type ScheduledRepaymentRow = typeof scheduledRepayments.$inferSelect;
export type RepaymentRow = typeof cashAdvanceRepayments.$inferSelect;

export async function insertAdvance(db: Db, advance: typeof cashAdvances.$inferInsert): Promise<AdvanceRow> {
  const [row] = await db.insert(cashAdvances).values(advance).returning();
  if (!row) throw new Error('advance was not stored');
  return row;
}

/** Newest first. */
export async function findAdvancesOf(db: Db, userId: string): Promise<AdvanceRow[]> {
  return db
    .select()
    .from(cashAdvances)
    .where(eq(cashAdvances.userId, userId))
    .orderBy(desc(cashAdvances.createdAt), desc(cashAdvances.id));
}

/** What the member still owes on, the earliest repayment date first; locked when the caller will change them. */
export async function findOpenAdvancesOf(
  db: Db,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<AdvanceRow[]> {
  const query = db
    .select()
    .from(cashAdvances)
    .where(and(eq(cashAdvances.userId, userId), gt(cashAdvances.outstandingCents, 0n)))
    .orderBy(asc(cashAdvances.repaymentDate), asc(cashAdvances.createdAt), asc(cashAdvances.id));
  return options.lock ? query.for('update') : query;
}

export async function findAdvanceOf(
  db: Db,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AdvanceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(cashAdvances)
    .where(and(eq(cashAdvances.id, id), eq(cashAdvances.userId, userId)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateAdvance(
  db: Db,
  id: string,
  changes: Partial<Pick<AdvanceRow, 'outstandingCents' | 'status' | 'paidAt' | 'scheduleChanges'>>,
): Promise<AdvanceRow> {
  const [row] = await db.update(cashAdvances).set(changes).where(eq(cashAdvances.id, id)).returning();
  if (!row) throw new Error(`advance ${id} is missing`);
  return row;
}

/** The next standard delivery the sandbox ACH network has settled by `now`, claimed for this transaction. */
export async function lockNextArrivedAdvance(db: Tx, now: Date, userId?: string): Promise<AdvanceRow | undefined> {
  const [row] = await db
    .select()
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.status, 'IN_TRANSIT'),
        isNotNull(cashAdvances.settlesAt),
        lte(cashAdvances.settlesAt, now),
        userId ? eq(cashAdvances.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(cashAdvances.settlesAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function insertScheduledRepayments(
  db: Db,
  rows: (typeof scheduledRepayments.$inferInsert)[],
): Promise<ScheduledRepaymentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(scheduledRepayments).values(rows).returning();
}

/** Every scheduled repayment of these advances, by date. */
export async function findSchedulesOf(db: Db, advanceIds: string[]): Promise<ScheduledRepaymentRow[]> {
  if (advanceIds.length === 0) return [];
  return db
    .select()
    .from(scheduledRepayments)
    .where(inArray(scheduledRepayments.advanceId, advanceIds))
    .orderBy(asc(scheduledRepayments.dueOn), asc(scheduledRepayments.createdAt));
}

/** Every scheduled repayment of the member, with its advance. */
export async function findSchedulesOfMember(db: Db, userId: string): Promise<ScheduledRepaymentRow[]> {
  return db
    .select()
    .from(scheduledRepayments)
    .where(eq(scheduledRepayments.userId, userId))
    .orderBy(asc(scheduledRepayments.dueOn), asc(scheduledRepayments.createdAt));
}

/** Whether a scheduled repayment is due by `today`: the member's only, when `userId` is given. */
export async function hasDueSchedules(db: Db, today: string, userId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: scheduledRepayments.id })
    .from(scheduledRepayments)
    .where(dueSchedules(today, userId))
    .limit(1);
  return row !== undefined;
}

export async function updateSchedule(
  db: Db,
  id: string,
  changes: Partial<Pick<ScheduledRepaymentRow, 'status' | 'collectedCents' | 'ranAt' | 'amountCents'>>,
): Promise<void> {
  await db.update(scheduledRepayments).set(changes).where(eq(scheduledRepayments.id, id));
}

/** Marks what is still to run for an advance as replaced (by a member's change, or once it is repaid). */
export async function replacePendingSchedules(db: Db, advanceId: string): Promise<void> {
  await db
    .update(scheduledRepayments)
    .set({ status: 'REPLACED' })
    .where(and(eq(scheduledRepayments.advanceId, advanceId), eq(scheduledRepayments.status, 'SCHEDULED')));
}

export async function insertRepayment(
  db: Db,
  repayment: typeof cashAdvanceRepayments.$inferInsert,
): Promise<RepaymentRow> {
  const [row] = await db.insert(cashAdvanceRepayments).values(repayment).returning();
  if (!row) throw new Error('repayment was not stored');
  return row;
}

/** Newest first. */
export async function findRepaymentsOfMember(db: Db, userId: string): Promise<RepaymentRow[]> {
  return db
    .select()
    .from(cashAdvanceRepayments)
    .where(eq(cashAdvanceRepayments.userId, userId))
    .orderBy(desc(cashAdvanceRepayments.createdAt), desc(cashAdvanceRepayments.id));
}

/** The next linked-bank repayment the ACH network has settled by `now`, claimed for this transaction. */
export async function lockNextSettledRepayment(db: Tx, now: Date, userId?: string): Promise<RepaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(cashAdvanceRepayments)
    .where(
      and(
        eq(cashAdvanceRepayments.status, 'PENDING'),
        isNotNull(cashAdvanceRepayments.settlesAt),
        lte(cashAdvanceRepayments.settlesAt, now),
        userId ? eq(cashAdvanceRepayments.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(cashAdvanceRepayments.settlesAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function setRepaymentPosted(db: Db, id: string): Promise<void> {
  await db.update(cashAdvanceRepayments).set({ status: 'POSTED' }).where(eq(cashAdvanceRepayments.id, id));
}

/**
 * Whether a delivery or a repayment in flight has settled by `now` and waits to be recorded: the
 * member's only, when `userId` is given.
 */
export async function hasSettledMoneyInFlight(db: Db, now: Date, userId?: string): Promise<boolean> {
  const [delivery] = await db
    .select({ id: cashAdvances.id })
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.status, 'IN_TRANSIT'),
        lte(cashAdvances.settlesAt, now),
        userId ? eq(cashAdvances.userId, userId) : undefined,
      ),
    )
    .limit(1);
  if (delivery) return true;
  const [repayment] = await db
    .select({ id: cashAdvanceRepayments.id })
    .from(cashAdvanceRepayments)
    .where(
      and(
        eq(cashAdvanceRepayments.status, 'PENDING'),
        lte(cashAdvanceRepayments.settlesAt, now),
        userId ? eq(cashAdvanceRepayments.userId, userId) : undefined,
      ),
    )
    .limit(1);
  return repayment !== undefined;
}

export async function hasTakenAdvance(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cashAdvances.id })
    .from(cashAdvances)
    .where(eq(cashAdvances.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** The oldest scheduled repayments due by `today`, not locked: the job locks each in the member's lock order. */
export async function findDueSchedules(
  db: Db,
  today: string,
  limit: number,
  userId?: string,
): Promise<ScheduledRepaymentRow[]> {
  return db
    .select()
    .from(scheduledRepayments)
    .where(dueSchedules(today, userId))
    .orderBy(asc(scheduledRepayments.dueOn), asc(scheduledRepayments.createdAt))
    .limit(limit);
}

function dueSchedules(today: string, userId: string | undefined) {
  return and(
    eq(scheduledRepayments.status, 'SCHEDULED'),
    lte(scheduledRepayments.dueOn, today),
    userId ? eq(scheduledRepayments.userId, userId) : undefined,
  );
}

/** The row, locked, unless another process holds it. */
export async function lockScheduleUnlessTaken(db: Tx, id: string): Promise<ScheduledRepaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(scheduledRepayments)
    .where(eq(scheduledRepayments.id, id))
    .for('update', { skipLocked: true });
  return row;
}

// SQL of advances, their scheduled repayments and the repayments made. Callers hold any transaction.
import { and, asc, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
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

/** What the member still owes on, the earliest repayment date first; locked when the caller will change them. */
export async function findOpenAdvancesOf(
  db: Db,
  memberId: string,
  options: { lock?: boolean } = {},
): Promise<AdvanceRow[]> {
  const query = db
    .select()
    .from(cashAdvances)
    .where(and(eq(cashAdvances.memberId, memberId), gt(cashAdvances.outstandingCents, 0n)))
    .orderBy(asc(cashAdvances.repaymentDate), asc(cashAdvances.createdAt), asc(cashAdvances.id));
  return options.lock ? query.for('update') : query;
}

export async function findAdvanceOf(
  db: Db,
  memberId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AdvanceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(cashAdvances)
    .where(and(eq(cashAdvances.id, id), eq(cashAdvances.memberId, memberId)));
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
export async function lockNextArrivedAdvance(db: Tx, now: Date, memberId?: string): Promise<AdvanceRow | undefined> {
  const [row] = await db
    .select()
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.status, 'IN_TRANSIT'),
        isNotNull(cashAdvances.settlesAt),
        lte(cashAdvances.settlesAt, now),
        memberId ? eq(cashAdvances.memberId, memberId) : undefined,
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

/** Whether a scheduled repayment is due by `today`: the member's only, when `memberId` is given. */
export async function hasDueSchedules(db: Db, today: string, memberId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: scheduledRepayments.id })
    .from(scheduledRepayments)
    .where(dueSchedules(today, memberId))
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

/**
 * A repayment made now and the parts made with it (one per advance, the same moment and place), the
 * member's only: none for another member's id.
 */
export async function findRepaymentNowWithParts(
  db: Db,
  memberId: string,
  repaymentId: string,
): Promise<RepaymentRow[]> {
  const [asked] = await db
    .select()
    .from(cashAdvanceRepayments)
    .where(
      and(
        eq(cashAdvanceRepayments.id, repaymentId),
        eq(cashAdvanceRepayments.memberId, memberId),
        eq(cashAdvanceRepayments.kind, 'NOW'),
      ),
    );
  if (!asked) return [];
  const parts = await db
    .select({ repayment: cashAdvanceRepayments })
    .from(cashAdvanceRepayments)
    .innerJoin(cashAdvances, eq(cashAdvances.id, cashAdvanceRepayments.advanceId))
    .where(
      and(
        eq(cashAdvanceRepayments.memberId, memberId),
        eq(cashAdvanceRepayments.kind, 'NOW'),
        eq(cashAdvanceRepayments.sourceId, asked.sourceId),
        eq(cashAdvanceRepayments.createdAt, asked.createdAt),
      ),
    )
    .orderBy(asc(cashAdvances.repaymentDate), asc(cashAdvances.createdAt), asc(cashAdvances.id));
  return parts.map((part) => part.repayment);
}

/** The next linked-bank repayment the ACH network has settled by `now`, claimed for this transaction. */
export async function lockNextSettledRepayment(
  db: Tx,
  now: Date,
  memberId?: string,
): Promise<RepaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(cashAdvanceRepayments)
    .where(
      and(
        eq(cashAdvanceRepayments.status, 'PENDING'),
        isNotNull(cashAdvanceRepayments.settlesAt),
        lte(cashAdvanceRepayments.settlesAt, now),
        memberId ? eq(cashAdvanceRepayments.memberId, memberId) : undefined,
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
 * member's only, when `memberId` is given.
 */
export async function hasSettledMoneyInFlight(db: Db, now: Date, memberId?: string): Promise<boolean> {
  const [delivery] = await db
    .select({ id: cashAdvances.id })
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.status, 'IN_TRANSIT'),
        lte(cashAdvances.settlesAt, now),
        memberId ? eq(cashAdvances.memberId, memberId) : undefined,
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
        memberId ? eq(cashAdvanceRepayments.memberId, memberId) : undefined,
      ),
    )
    .limit(1);
  return repayment !== undefined;
}

export async function hasTakenAdvance(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cashAdvances.id })
    .from(cashAdvances)
    .where(eq(cashAdvances.memberId, memberId))
    .limit(1);
  return row !== undefined;
}

/** The oldest scheduled repayments due by `today`, not locked: the job locks each in the member's lock order. */
export async function findDueSchedules(
  db: Db,
  today: string,
  limit: number,
  memberId?: string,
): Promise<ScheduledRepaymentRow[]> {
  return db
    .select()
    .from(scheduledRepayments)
    .where(dueSchedules(today, memberId))
    .orderBy(asc(scheduledRepayments.dueOn), asc(scheduledRepayments.createdAt))
    .limit(limit);
}

function dueSchedules(today: string, memberId: string | undefined) {
  return and(
    eq(scheduledRepayments.status, 'SCHEDULED'),
    lte(scheduledRepayments.dueOn, today),
    memberId ? eq(scheduledRepayments.memberId, memberId) : undefined,
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

/** One line of the member's history: an advance, a repayment made, or one scheduled and not yet due. */
export interface HistoryRow {
  id: string;
  type: 'ADVANCE' | 'REPAYMENT' | 'SCHEDULED_REPAYMENT';
  advanceId: string;
  amountCents: bigint;
  /** Where an advance went or where a repayment came from. */
  label: string | null;
  /** A repayment's kind (NOW, SCHEDULED). */
  repaymentKind: 'NOW' | 'SCHEDULED' | null;
  /** The row's own status: IN_TRANSIT or DELIVERED, PENDING or POSTED, SCHEDULED. */
  status: string;
  applicationId: string | null;
  documentId: string | null;
  /** When an advance or repayment was made; null for a scheduled one. */
  createdAt: Date | null;
  /** When a scheduled repayment is due; null otherwise. */
  dueOn: string | null;
}

export interface HistoryQuery {
  advances: boolean;
  repayments: boolean;
  scheduled: boolean;
  /** Only what completed: delivered advances and posted repayments. */
  completedOnly: boolean;
  limit: number;
  offset: number;
}

interface RawHistoryRow {
  id: string;
  type: HistoryRow['type'];
  advance_id: string;
  amount_cents: string;
  label: string | null;
  repayment_kind: HistoryRow['repaymentKind'];
  status: string;
  application_id: string | null;
  document_id: string | null;
  created_at: string | null;
  due_on: string | null;
}

/**
 * One page of the history, newest first with the repayments still to come on top (the latest due
 * first), and how many lines there are in all. Paged in SQL: a year of advances and repayments is
 * never read whole. Each part reads at most `offset + limit` rows through its member index.
 */
export async function findHistoryPage(
  db: Db,
  memberId: string,
  query: HistoryQuery,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const reach = query.offset + query.limit;
  const parts: { rows: SQL; count: SQL }[] = [];
  if (query.advances) {
    const where = sql`user_id = ${memberId}${query.completedOnly ? sql` and status = 'DELIVERED'` : sql``}`;
    parts.push({
      rows: sql`(select id::text as id, 'ADVANCE' as type, id::text as advance_id, amount_cents::text, destination_label as label,
          null::text as repayment_kind, status, application_id::text as application_id, document_id::text as document_id,
          created_at, null::date as due_on
        from cash_advances where ${where} order by created_at desc, id desc limit ${reach})`,
      count: sql`(select count(*) from cash_advances where ${where})`,
    });
  }
  if (query.repayments) {
    const where = sql`user_id = ${memberId}${query.completedOnly ? sql` and status = 'POSTED'` : sql``}`;
    parts.push({
      rows: sql`(select id::text, 'REPAYMENT' as type, advance_id::text as advance_id, amount_cents::text, source_label as label,
          kind as repayment_kind, status, null::text as application_id, null::text as document_id, created_at,
          null::date as due_on
        from cash_advance_repayments where ${where} order by created_at desc, id desc limit ${reach})`,
      count: sql`(select count(*) from cash_advance_repayments where ${where})`,
    });
  }
  // A scheduled repayment has not completed: the completed-only list never shows one.
  if (query.scheduled && !query.completedOnly) {
    const where = sql`user_id = ${memberId} and status = 'SCHEDULED'`;
    parts.push({
      rows: sql`(select id::text, 'SCHEDULED_REPAYMENT' as type, advance_id::text as advance_id, amount_cents::text,
          null::text as label, null::text as repayment_kind, status, null::text as application_id,
          null::text as document_id, null::timestamptz as created_at, due_on
        from cash_advance_scheduled_repayments where ${where} order by due_on desc, id desc limit ${reach})`,
      count: sql`(select count(*) from cash_advance_scheduled_repayments where ${where})`,
    });
  }
  if (parts.length === 0) return { rows: [], total: 0 };

  const [rows, counted] = await Promise.all([
    queryRows<RawHistoryRow>(
      db,
      sql`select id, type, advance_id, amount_cents, label, repayment_kind, status, application_id, document_id,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, due_on::text as due_on
        from (${sql.join(
          parts.map((part) => part.rows),
          sql` union all `,
        )}) as history
        order by history.due_on desc nulls last, history.created_at desc, history.id desc
        limit ${query.limit} offset ${query.offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select (${sql.join(
        parts.map((part) => part.count),
        sql` + `,
      )})::int as total`,
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      type: row.type,
      advanceId: row.advance_id,
      amountCents: BigInt(row.amount_cents),
      label: row.label,
      repaymentKind: row.repayment_kind,
      status: row.status,
      applicationId: row.application_id,
      documentId: row.document_id,
      createdAt: row.created_at === null ? null : new Date(row.created_at),
      dueOn: row.due_on,
    })),
    total: counted[0]?.total ?? 0,
  };
}

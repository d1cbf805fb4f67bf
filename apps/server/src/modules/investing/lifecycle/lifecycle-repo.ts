// All SQL of deposits from a linked bank, recurring deposits and their runs, and of an account's closing
// (decision 044). Their money is the ledger's; these rows hold the rest.
import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investmentAccounts, investmentOrders } from '../../../db/schema/investing.ts';
import {
  investmentBankDeposits,
  investmentRecurringDeposits,
  investmentRecurringRuns,
} from '../../../db/schema/investing-lifecycle.ts';

export type BankDepositRow = typeof investmentBankDeposits.$inferSelect;
export type RecurringDepositRow = typeof investmentRecurringDeposits.$inferSelect;
export type RecurringRunRow = typeof investmentRecurringRuns.$inferSelect;

export async function insertBankDeposit(db: Db, deposit: typeof investmentBankDeposits.$inferInsert) {
  const [row] = await db.insert(investmentBankDeposits).values(deposit).returning();
  if (!row) throw new Error('bank deposit not inserted');
  return row;
}

/** The next deposit due by `now`, locked; one another settler holds is skipped, not waited for. */
export async function lockNextDueBankDeposit(db: Db, now: Date): Promise<BankDepositRow | undefined> {
  const [row] = await db
    .select()
    .from(investmentBankDeposits)
    .where(and(eq(investmentBankDeposits.status, 'PENDING'), lte(investmentBankDeposits.settlesAt, now)))
    .orderBy(asc(investmentBankDeposits.settlesAt), asc(investmentBankDeposits.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markBankDepositPosted(db: Db, depositId: string): Promise<void> {
  await db.update(investmentBankDeposits).set({ status: 'POSTED' }).where(eq(investmentBankDeposits.id, depositId));
}

/** Deposits still on their way into the account: a closing waits for them. */
export async function pendingBankDepositsOf(db: Db, accountId: string): Promise<BankDepositRow[]> {
  return db
    .select()
    .from(investmentBankDeposits)
    .where(and(eq(investmentBankDeposits.accountId, accountId), eq(investmentBankDeposits.status, 'PENDING')));
}

/** Every deposit from a linked bank, for the books check. */
export async function allBankDeposits(db: Db): Promise<BankDepositRow[]> {
  return db.select().from(investmentBankDeposits);
}

/** The account's schedule that is not cancelled, if any. */
export async function liveScheduleOf(db: Db, accountId: string): Promise<RecurringDepositRow | undefined> {
  const [row] = await db
    .select()
    .from(investmentRecurringDeposits)
    .where(
      and(eq(investmentRecurringDeposits.accountId, accountId), ne(investmentRecurringDeposits.status, 'CANCELLED')),
    );
  return row;
}

export async function insertSchedule(db: Db, schedule: typeof investmentRecurringDeposits.$inferInsert) {
  const [row] = await db.insert(investmentRecurringDeposits).values(schedule).returning();
  if (!row) throw new Error('schedule not inserted');
  return row;
}

export async function updateSchedule(
  db: Db,
  scheduleId: string,
  changes: Partial<typeof investmentRecurringDeposits.$inferInsert>,
): Promise<RecurringDepositRow> {
  const [row] = await db
    .update(investmentRecurringDeposits)
    .set(changes)
    .where(eq(investmentRecurringDeposits.id, scheduleId))
    .returning();
  if (!row) throw new Error(`schedule ${scheduleId} not found`);
  return row;
}

/** Active schedules whose next date has come, oldest first. */
export async function dueScheduleIds(db: Db, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: investmentRecurringDeposits.id })
    .from(investmentRecurringDeposits)
    .where(and(eq(investmentRecurringDeposits.status, 'ACTIVE'), lte(investmentRecurringDeposits.nextRunOn, today)))
    .orderBy(asc(investmentRecurringDeposits.nextRunOn), asc(investmentRecurringDeposits.id));
  return rows.map((row) => row.id);
}

export async function lockSchedule(db: Db, scheduleId: string): Promise<RecurringDepositRow | undefined> {
  const [row] = await db
    .select()
    .from(investmentRecurringDeposits)
    .where(eq(investmentRecurringDeposits.id, scheduleId))
    .for('update');
  return row;
}

/** Whether the account's date already ran: its run key. */
export async function runExists(db: Db, accountId: string, runOn: string): Promise<boolean> {
  const [row] = await db
    .select({ id: investmentRecurringRuns.id })
    .from(investmentRecurringRuns)
    .where(and(eq(investmentRecurringRuns.accountId, accountId), eq(investmentRecurringRuns.runOn, runOn)))
    .limit(1);
  return row !== undefined;
}

/** A plain insert: the run key's unique index fails a second run of the date, rolling back its deposit. */
export async function insertRun(db: Db, run: typeof investmentRecurringRuns.$inferInsert): Promise<void> {
  await db.insert(investmentRecurringRuns).values(run);
}

export async function latestRunsOf(db: Db, accountId: string, limit: number): Promise<RecurringRunRow[]> {
  return db
    .select()
    .from(investmentRecurringRuns)
    .where(eq(investmentRecurringRuns.accountId, accountId))
    .orderBy(desc(investmentRecurringRuns.runOn))
    .limit(limit);
}

/** Moves the account to CLOSING; false when it was not open (a closing already under way). */
export async function markClosing(db: Db, accountId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(investmentAccounts)
    .set({ status: 'CLOSING', closingRequestedAt: now })
    .where(and(eq(investmentAccounts.id, accountId), eq(investmentAccounts.status, 'OPEN')))
    .returning({ id: investmentAccounts.id });
  return rows.length > 0;
}

export async function markClosed(db: Db, accountId: string, now: Date, returnedCents: bigint): Promise<void> {
  await db
    .update(investmentAccounts)
    .set({ status: 'CLOSED', closedAt: now, closingReturnedCents: returnedCents })
    .where(eq(investmentAccounts.id, accountId));
}

/** Every account a closing is under way for, oldest request first. */
export async function closingAccountIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: investmentAccounts.id })
    .from(investmentAccounts)
    .where(eq(investmentAccounts.status, 'CLOSING'))
    .orderBy(asc(investmentAccounts.closingRequestedAt), asc(investmentAccounts.id));
  return rows.map((row) => row.id);
}

/** Orders of the account still waiting for the open, locked so the fill job cannot take them meanwhile. */
export async function lockWaitingOrdersOf(db: Db, accountId: string) {
  return db
    .select()
    .from(investmentOrders)
    .where(and(eq(investmentOrders.accountId, accountId), eq(investmentOrders.status, 'WAITING')))
    .for('update');
}

export async function cancelOrders(db: Db, orderIds: string[], reason: string): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(investmentOrders)
    .set({ status: 'CANCELLED', rejectionReason: reason })
    .where(inArray(investmentOrders.id, orderIds));
}

/** Orders of the account waiting for the open, unlocked: for reads. */
export async function waitingOrdersOf(db: Db, accountId: string) {
  return db
    .select()
    .from(investmentOrders)
    .where(and(eq(investmentOrders.accountId, accountId), eq(investmentOrders.status, 'WAITING')));
}

/** Filled trades of the account not yet settled: a closing waits for them. */
export async function unsettledFillsOf(db: Db, accountId: string) {
  return db
    .select()
    .from(investmentOrders)
    .where(
      and(
        eq(investmentOrders.accountId, accountId),
        eq(investmentOrders.status, 'FILLED'),
        isNull(investmentOrders.settledAt),
      ),
    );
}

/** How many of the account's orders wait for the open, and how many filled trades wait to settle. */
export async function orderCountsOf(db: Db, accountId: string): Promise<{ waiting: number; unsettled: number }> {
  const rows = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${investmentOrders.status} = 'WAITING'))::int`,
      unsettled: sql<number>`(count(*) filter (where ${investmentOrders.status} = 'FILLED' and ${investmentOrders.settledAt} is null))::int`,
    })
    .from(investmentOrders)
    .where(eq(investmentOrders.accountId, accountId));
  return rows[0] ?? { waiting: 0, unsettled: 0 };
}

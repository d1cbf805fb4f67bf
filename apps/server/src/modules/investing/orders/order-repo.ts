// All SQL of market orders. Their money is the ledger's; these rows hold the order and its fill.
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investmentAccounts, investmentOrders } from '../../../db/schema/investing.ts';

export type InvestmentOrderRow = typeof investmentOrders.$inferSelect;

/**
 * Locks the account's row to the end of the transaction: orders of one account are placed and filled
 * one at a time, so two sales cannot both take the same shares (the ledger's own lock keeps the cash).
 */
export async function lockInvestmentAccount(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`select 1 from ${investmentAccounts} where ${investmentAccounts.id} = ${accountId} for update`);
}

export async function insertOrder(db: Db, order: typeof investmentOrders.$inferInsert): Promise<InvestmentOrderRow> {
  const [row] = await db.insert(investmentOrders).values(order).returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export async function ordersOfAccount(db: Db, accountId: string): Promise<InvestmentOrderRow[]> {
  return db
    .select()
    .from(investmentOrders)
    .where(eq(investmentOrders.accountId, accountId))
    .orderBy(desc(investmentOrders.placedAt), desc(investmentOrders.id));
}

/**
 * Every fill of the account, in the order they filled: the books replay them. Fills of one instant put
 * buys first: a sale at that instant may take the shares bought then (closing an account sells what
 * the managed job bought in the same minute), and FIFO takes older lots first whatever the order.
 */
export async function filledOrdersOf(db: Db, accountId: string, symbol?: string): Promise<InvestmentOrderRow[]> {
  return db
    .select()
    .from(investmentOrders)
    .where(
      and(
        eq(investmentOrders.accountId, accountId),
        eq(investmentOrders.status, 'FILLED'),
        symbol === undefined ? undefined : eq(investmentOrders.symbol, symbol),
      ),
    )
    .orderBy(asc(investmentOrders.filledAt), asc(investmentOrders.side), asc(investmentOrders.id));
}

export async function waitingSalesOf(db: Db, accountId: string, symbol: string): Promise<InvestmentOrderRow[]> {
  return db
    .select()
    .from(investmentOrders)
    .where(
      and(
        eq(investmentOrders.accountId, accountId),
        eq(investmentOrders.symbol, symbol),
        eq(investmentOrders.side, 'SELL'),
        eq(investmentOrders.status, 'WAITING'),
      ),
    );
}

/** The next waiting order due by `now`, locked; orders another run holds are skipped, not waited for. */
export async function lockNextDueOrder(db: Db, now: Date): Promise<InvestmentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(investmentOrders)
    .where(and(eq(investmentOrders.status, 'WAITING'), lte(investmentOrders.fillsAt, now)))
    .orderBy(asc(investmentOrders.fillsAt), asc(investmentOrders.placedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** The next filled trade whose settlement day has come, locked. */
export async function lockNextDueSettlement(db: Db, today: string): Promise<InvestmentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(investmentOrders)
    .where(
      and(
        eq(investmentOrders.status, 'FILLED'),
        isNull(investmentOrders.settledAt),
        lte(investmentOrders.settlesOn, today),
      ),
    )
    .orderBy(asc(investmentOrders.settlesOn), asc(investmentOrders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function updateOrder(
  db: Db,
  orderId: string,
  changes: Partial<typeof investmentOrders.$inferInsert>,
): Promise<InvestmentOrderRow> {
  const [row] = await db.update(investmentOrders).set(changes).where(eq(investmentOrders.id, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/** Every order, for the books check in tests and audits. */
export async function allOrders(db: Db): Promise<InvestmentOrderRow[]> {
  return db
    .select()
    .from(investmentOrders)
    .orderBy(asc(investmentOrders.filledAt), asc(investmentOrders.side), asc(investmentOrders.id));
}

/** Whether the account has an order waiting for the open: the managed job leaves it until it fills. */
export async function hasWaitingOrders(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: investmentOrders.id })
    .from(investmentOrders)
    .where(and(eq(investmentOrders.accountId, accountId), eq(investmentOrders.status, 'WAITING')))
    .limit(1);
  return row !== undefined;
}

/** Whether the managed job already placed orders under a run key (a run, or a day's rebalance). */
export async function runKeyUsed(db: Db, accountId: string, runKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: investmentOrders.id })
    .from(investmentOrders)
    .where(and(eq(investmentOrders.accountId, accountId), eq(investmentOrders.runKey, runKey)))
    .limit(1);
  return row !== undefined;
}

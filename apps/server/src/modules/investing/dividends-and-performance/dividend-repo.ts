// All SQL of dividends paid to investment accounts and of each account's reinvestment choice.
import { and, asc, eq, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investmentAccounts, investmentOrders } from '../../../db/schema/investing.ts';
import { investmentDividendChoices, investmentDividendPayments } from '../../../db/schema/investing-dividends.ts';

export type DividendPaymentRow = typeof investmentDividendPayments.$inferSelect;

export interface HolderCandidate {
  accountId: string;
  symbol: string;
  /** The first day the account traded the symbol: no dividend that went ex by then is owed. */
  firstTradeDate: string;
}

/**
 * Every account not closed and symbol it ever bought: the only accounts a dividend may be owed to. A
 * closing account is paid too: its closing waits for what it is owed (decision 044, 2026-11-28).
 */
export async function holderCandidates(db: Db): Promise<HolderCandidate[]> {
  const rows = await db
    .select({
      accountId: investmentOrders.accountId,
      symbol: investmentOrders.symbol,
      firstTradeDate: min(investmentOrders.tradeDate),
    })
    .from(investmentOrders)
    .innerJoin(investmentAccounts, eq(investmentAccounts.id, investmentOrders.accountId))
    .where(and(eq(investmentOrders.status, 'FILLED'), ne(investmentAccounts.status, 'CLOSED')))
    .groupBy(investmentOrders.accountId, investmentOrders.symbol)
    .orderBy(asc(investmentOrders.accountId), asc(investmentOrders.symbol));
  return rows.flatMap((row) => (row.firstTradeDate ? [{ ...row, firstTradeDate: row.firstTradeDate }] : []));
}

/** The dividends already paid to an account, oldest pay date first. */
export async function dividendPaymentsOf(db: Db, accountId: string): Promise<DividendPaymentRow[]> {
  return db
    .select()
    .from(investmentDividendPayments)
    .where(eq(investmentDividendPayments.accountId, accountId))
    .orderBy(asc(investmentDividendPayments.payDate), asc(investmentDividendPayments.symbol));
}

export async function dividendPaid(db: Db, accountId: string, symbol: string, exDate: string): Promise<boolean> {
  const [row] = await db
    .select({ id: investmentDividendPayments.id })
    .from(investmentDividendPayments)
    .where(
      and(
        eq(investmentDividendPayments.accountId, accountId),
        eq(investmentDividendPayments.symbol, symbol),
        eq(investmentDividendPayments.exDate, exDate),
      ),
    );
  return row !== undefined;
}

export async function insertDividendPayment(
  db: Db,
  payment: typeof investmentDividendPayments.$inferInsert,
): Promise<DividendPaymentRow> {
  const [row] = await db.insert(investmentDividendPayments).values(payment).returning();
  if (!row) throw new Error('dividend payment not inserted');
  return row;
}

/** Every dividend paid, for the books check. */
export async function allDividendPayments(db: Db): Promise<DividendPaymentRow[]> {
  return db.select().from(investmentDividendPayments);
}

/** The stored choice, or undefined when the member never chose. */
export async function dividendChoiceOf(db: Db, accountId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ reinvest: investmentDividendChoices.reinvest })
    .from(investmentDividendChoices)
    .where(eq(investmentDividendChoices.accountId, accountId));
  return row?.reinvest;
}

export async function saveDividendChoice(db: Db, accountId: string, reinvest: boolean, now: Date): Promise<void> {
  await db
    .insert(investmentDividendChoices)
    .values({ accountId, reinvest, updatedAt: now })
    .onConflictDoUpdate({
      target: investmentDividendChoices.accountId,
      set: { reinvest, updatedAt: sql`excluded.updated_at` },
    });
}

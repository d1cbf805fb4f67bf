// All SQL of the members' watchlists.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { watchlistItems } from '../../db/schema/watchlist.ts';
import type { Tx } from '../../db/transaction.ts';

export interface WatchlistRow {
  symbol: string;
  addedAt: Date;
}

/** The member's symbols, newest first (the id breaks a tie of the same instant). */
export function watchlistOf(db: Db, memberId: string): Promise<WatchlistRow[]> {
  return db
    .select({ symbol: watchlistItems.symbol, addedAt: watchlistItems.addedAt })
    .from(watchlistItems)
    .where(eq(watchlistItems.memberId, memberId))
    .orderBy(desc(watchlistItems.addedAt), desc(watchlistItems.symbol));
}

/**
 * Holds the member's watchlist for the rest of the transaction, so two adds racing cannot both pass
 * the limit: the second waits for the first to commit, then counts again.
 */
export async function lockWatchlistOf(tx: Tx, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`watchlist:${memberId}`}, 0))`);
}

export async function countWatchlist(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(watchlistItems).where(eq(watchlistItems.memberId, memberId));
  return row?.total ?? 0;
}

/** Inserts the symbol; answers null when the member already has it. */
export async function insertWatchlistItem(
  db: Db,
  memberId: string,
  symbol: string,
  addedAt: Date,
): Promise<WatchlistRow | null> {
  const [row] = await db
    .insert(watchlistItems)
    .values({ memberId, symbol, addedAt })
    .onConflictDoNothing({ target: [watchlistItems.memberId, watchlistItems.symbol] })
    .returning({ symbol: watchlistItems.symbol, addedAt: watchlistItems.addedAt });
  return row ?? null;
}

/** Deletes the member's own row only; answers whether there was one. */
export async function deleteWatchlistItem(db: Db, memberId: string, symbol: string): Promise<boolean> {
  const rows = await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.memberId, memberId), eq(watchlistItems.symbol, symbol)))
    .returning({ symbol: watchlistItems.symbol });
  return rows.length > 0;
}

// All SQL of the members' reads of news stories.
import { and, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsReads } from '../../db/schema/market.ts';

/** Records the read once: a second opening keeps the first time. Answers the time kept. */
export async function recordRead(db: Db, memberId: string, articleId: string, readAt: Date): Promise<Date> {
  const [row] = await db
    .insert(newsReads)
    .values({ memberId, articleId, readAt })
    .onConflictDoUpdate({
      target: [newsReads.memberId, newsReads.articleId],
      // A no-op update, so the row (and its first time) comes back in one round trip.
      set: { readAt: sql`${newsReads.readAt}` },
    })
    .returning({ readAt: newsReads.readAt });
  if (!row) throw new Error('recording a read answered no row');
  return row.readAt;
}

/** Every read in the window (after `since`, up to `until`), one per member and story. */
export function readsBetween(db: Db, since: Date, until: Date): Promise<{ articleId: string; readAt: Date }[]> {
  return db
    .select({ articleId: newsReads.articleId, readAt: newsReads.readAt })
    .from(newsReads)
    .where(and(gt(newsReads.readAt, since), lte(newsReads.readAt, until)));
}

// All SQL of a managed account's themes and of the changes of its targets (decision 076).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investmentAccountThemes, investmentTargetChanges } from '../../../db/schema/investing-targets.ts';

export type TargetChangeRow = typeof investmentTargetChanges.$inferSelect;
export type TargetChangeKind = TargetChangeRow['kind'];

/** The account's themes, in the order they were added. */
export async function themesOf(db: Db, accountId: string): Promise<{ symbol: string; addedAt: Date }[]> {
  return db
    .select({ symbol: investmentAccountThemes.symbol, addedAt: investmentAccountThemes.addedAt })
    .from(investmentAccountThemes)
    .where(eq(investmentAccountThemes.accountId, accountId))
    .orderBy(asc(investmentAccountThemes.addedAt), asc(investmentAccountThemes.symbol));
}

export async function insertTheme(db: Db, accountId: string, symbol: string, now: Date): Promise<void> {
  await db.insert(investmentAccountThemes).values({ accountId, symbol, addedAt: now });
}

/** True when the theme was there to delete. */
export async function deleteTheme(db: Db, accountId: string, symbol: string): Promise<boolean> {
  const deleted = await db
    .delete(investmentAccountThemes)
    .where(and(eq(investmentAccountThemes.accountId, accountId), eq(investmentAccountThemes.symbol, symbol)))
    .returning({ symbol: investmentAccountThemes.symbol });
  return deleted.length > 0;
}

export async function insertTargetChange(
  db: Db,
  change: { accountId: string; kind: TargetChangeKind; subject: string; description: string; changedAt: Date },
): Promise<void> {
  await db.insert(investmentTargetChanges).values(change);
}

/** Changes the job has not traded toward yet, oldest first. */
export async function pendingTargetChanges(db: Db, accountId: string): Promise<TargetChangeRow[]> {
  return db
    .select()
    .from(investmentTargetChanges)
    .where(and(eq(investmentTargetChanges.accountId, accountId), isNull(investmentTargetChanges.appliedAt)))
    .orderBy(asc(investmentTargetChanges.sequence));
}

/** Withdraws changes the job has not traded on yet (undone by the member before it could). */
export async function deletePendingTargetChanges(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(investmentTargetChanges)
    .where(and(inArray(investmentTargetChanges.id, [...ids]), isNull(investmentTargetChanges.appliedAt)));
}

export async function markTargetChangesApplied(
  db: Db,
  ids: readonly string[],
  runKey: string,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(investmentTargetChanges)
    .set({ appliedAt: now, appliedRunKey: runKey })
    .where(inArray(investmentTargetChanges.id, [...ids]));
}

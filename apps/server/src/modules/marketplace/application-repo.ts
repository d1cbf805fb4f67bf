// All SQL of marketplace applications and the offers each was shown. Callers hold any transaction.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketplaceApplications, marketplaceOffersShown } from '../../db/schema/marketplace.ts';

export type ApplicationRow = typeof marketplaceApplications.$inferSelect;
export type OfferShownRow = typeof marketplaceOffersShown.$inferSelect;

export async function insertApplication(
  db: Db,
  row: typeof marketplaceApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [stored] = await db.insert(marketplaceApplications).values(row).returning();
  if (!stored) throw new Error('inserting a marketplace application returned no row');
  return stored;
}

export async function insertOffersShown(db: Db, rows: (typeof marketplaceOffersShown.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(marketplaceOffersShown).values(rows);
}

/** The member's own application; another member's reads as missing. */
export async function findApplicationOf(
  db: Db,
  memberId: string,
  applicationId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceApplications)
    .where(and(eq(marketplaceApplications.id, applicationId), eq(marketplaceApplications.memberId, memberId)));
  return row;
}

export async function findApplicationById(db: Db, applicationId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(marketplaceApplications).where(eq(marketplaceApplications.id, applicationId));
  return row;
}

/** Newest first. */
export async function findApplicationsOf(
  db: Db,
  memberId: string,
  filter: { vertical?: string | undefined; limit: number },
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(marketplaceApplications)
    .where(
      and(
        eq(marketplaceApplications.memberId, memberId),
        filter.vertical === undefined ? undefined : eq(marketplaceApplications.vertical, filter.vertical),
      ),
    )
    .orderBy(desc(marketplaceApplications.createdAt), desc(marketplaceApplications.id))
    .limit(filter.limit);
}

/** In rank order within each application. */
export async function findOffersShown(db: Db, applicationIds: readonly string[]): Promise<OfferShownRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(marketplaceOffersShown)
    .where(inArray(marketplaceOffersShown.applicationId, [...applicationIds]))
    .orderBy(asc(marketplaceOffersShown.applicationId), asc(marketplaceOffersShown.rank));
}

export async function findOfferShown(
  db: Db,
  applicationId: string,
  productId: string,
): Promise<OfferShownRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceOffersShown)
    .where(
      and(eq(marketplaceOffersShown.applicationId, applicationId), eq(marketplaceOffersShown.productId, productId)),
    );
  return row;
}

// All SQL of hand-offs to partners and of the "chosen by" counts derived from them.
import { and, countDistinct, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketplaceHandOffs } from '../../db/schema/marketplace.ts';

export type HandOffRow = typeof marketplaceHandOffs.$inferSelect;

/**
 * Records the choice unless the application (or, without one, the member's choice of this product)
 * already has one; answers the hand-off that stands. Two requests at once both answer the first.
 */
export async function insertHandOffOnce(
  db: Db,
  handOff: { memberId: string; applicationId: string | null; productId: string; createdAt: Date },
): Promise<HandOffRow> {
  await db.insert(marketplaceHandOffs).values(handOff).onConflictDoNothing();
  const existing =
    handOff.applicationId === null
      ? await findProductHandOff(db, handOff.memberId, handOff.productId)
      : await findHandOffOfApplication(db, handOff.applicationId);
  if (!existing) throw new Error('a hand-off was neither inserted nor found');
  return existing;
}

export async function findHandOffOfApplication(db: Db, applicationId: string): Promise<HandOffRow | undefined> {
  const [row] = await db.select().from(marketplaceHandOffs).where(eq(marketplaceHandOffs.applicationId, applicationId));
  return row;
}

async function findProductHandOff(db: Db, memberId: string, productId: string): Promise<HandOffRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceHandOffs)
    .where(
      and(
        eq(marketplaceHandOffs.memberId, memberId),
        eq(marketplaceHandOffs.productId, productId),
        isNull(marketplaceHandOffs.applicationId),
      ),
    );
  return row;
}

export async function findHandOffsOfApplications(db: Db, applicationIds: readonly string[]): Promise<HandOffRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(marketplaceHandOffs)
    .where(inArray(marketplaceHandOffs.applicationId, [...applicationIds]));
}

export async function findHandOffById(db: Db, handOffId: string): Promise<HandOffRow | undefined> {
  const [row] = await db.select().from(marketplaceHandOffs).where(eq(marketplaceHandOffs.id, handOffId));
  return row;
}

/** Distinct members who handed off to each product; products nobody chose are absent (0). */
export async function countChosenBy(db: Db, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: marketplaceHandOffs.productId, members: countDistinct(marketplaceHandOffs.memberId) })
    .from(marketplaceHandOffs)
    .where(inArray(marketplaceHandOffs.productId, [...new Set(productIds)]))
    .groupBy(marketplaceHandOffs.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.members)]));
}

// SQL of the debit cards a member adds.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCards } from '../../db/schema/cash-advance.ts';
import { isUuid } from './document-repo.ts';

export type PaymentCardRow = typeof paymentCards.$inferSelect;

/** Cards not removed, newest first. */
export async function findCardsOf(db: Db, memberId: string): Promise<PaymentCardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.memberId, memberId), isNull(paymentCards.removedAt)))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id));
}

export async function findCardOf(db: Db, memberId: string, id: string): Promise<PaymentCardRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, id), eq(paymentCards.memberId, memberId), isNull(paymentCards.removedAt)));
  return row;
}

export async function findCardByFingerprint(
  db: Db,
  memberId: string,
  fingerprint: string,
): Promise<PaymentCardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.memberId, memberId),
        eq(paymentCards.numberFingerprint, fingerprint),
        isNull(paymentCards.removedAt),
      ),
    );
  return row;
}

export async function insertCard(db: Db, card: typeof paymentCards.$inferInsert): Promise<PaymentCardRow> {
  const [row] = await db.insert(paymentCards).values(card).returning();
  if (!row) throw new Error('card was not stored');
  return row;
}

export async function markCardRemoved(db: Db, memberId: string, id: string, at: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(paymentCards)
    .set({ removedAt: at })
    .where(and(eq(paymentCards.id, id), eq(paymentCards.memberId, memberId), isNull(paymentCards.removedAt)))
    .returning({ id: paymentCards.id });
  return rows.length > 0;
}

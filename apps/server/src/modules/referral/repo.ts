import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralCodes, referrals, users } from '../../db/schema/identity.ts';

export async function findActiveReferralCode(db: Db, code: string): Promise<{ referrerFirstName: string } | undefined> {
  const [row] = await db
    .select({ referrerFirstName: users.firstName })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(and(eq(referralCodes.code, code), eq(referralCodes.isActive, true)));
  return row;
}

export async function insertReferralCodeIfAbsent(db: Db, code: { code: string; userId: string }): Promise<void> {
  await db.insert(referralCodes).values(code).onConflictDoNothing();
}

export interface ReferralCodeOwner {
  code: string;
  userId: string;
  isActive: boolean;
  firstName: string;
}

/** The code and its owner, active or retired. */
export async function findReferralCode(db: Db, code: string): Promise<ReferralCodeOwner | undefined> {
  const [row] = await db
    .select({
      code: referralCodes.code,
      userId: referralCodes.userId,
      isActive: referralCodes.isActive,
      firstName: users.firstName,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  return row;
}

/** The member's codes, active ones first, then newest first. */
export async function findReferralCodesOf(db: Db, userId: string): Promise<{ code: string; isActive: boolean }[]> {
  return db
    .select({ code: referralCodes.code, isActive: referralCodes.isActive })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .orderBy(desc(referralCodes.isActive), desc(referralCodes.createdAt), referralCodes.code);
}

export interface ReferralRow {
  referrerUserId: string;
  code: string;
  referrerFirstName: string;
}

/** Who referred the member, if anyone did. */
export async function findReferralOf(db: Db, referredUserId: string): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select({ referrerUserId: referrals.referrerUserId, code: referrals.code, referrerFirstName: users.firstName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerUserId))
    .where(eq(referrals.referredUserId, referredUserId));
  return row;
}

/**
 * Records the referrer unless the member already has one (the primary key allows one), and answers
 * the stored referral either way, so two requests at once cannot leave two referrers.
 */
export async function insertReferralIfAbsent(
  db: Db,
  referral: { referredUserId: string; referrerUserId: string; code: string },
): Promise<ReferralRow> {
  await db.insert(referrals).values(referral).onConflictDoNothing();
  const stored = await findReferralOf(db, referral.referredUserId);
  if (!stored) throw new Error('referral missing right after insert');
  return stored;
}

export async function countReferralsWithCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(referrals).where(eq(referrals.code, code));
  return row?.total ?? 0;
}

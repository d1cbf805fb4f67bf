import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralCodes, referrals } from '../../db/schema/referral.ts';
import { findUserById } from '../../identity/service.ts';

/**
 * The first name of the member who holds a code, from identity (users is its table). A code's or a
 * referral's member always exists: their rows go with the member (on delete cascade).
 */
async function firstNameOf(db: Db, memberId: string): Promise<string | undefined> {
  return (await findUserById(db, memberId))?.firstName;
}

export async function findActiveReferralCode(db: Db, code: string): Promise<{ referrerFirstName: string } | undefined> {
  const [row] = await db
    .select({ memberId: referralCodes.memberId })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), eq(referralCodes.isActive, true)));
  const referrerFirstName = row && (await firstNameOf(db, row.memberId));
  return referrerFirstName === undefined ? undefined : { referrerFirstName };
}

export async function insertReferralCodeIfAbsent(db: Db, code: { code: string; memberId: string }): Promise<void> {
  await db.insert(referralCodes).values(code).onConflictDoNothing();
}

export interface ReferralCodeOwner {
  code: string;
  memberId: string;
  isActive: boolean;
  firstName: string;
}

/** The code and its owner, active or retired. */
export async function findReferralCode(db: Db, code: string): Promise<ReferralCodeOwner | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code, memberId: referralCodes.memberId, isActive: referralCodes.isActive })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  const firstName = row && (await firstNameOf(db, row.memberId));
  return row && firstName !== undefined ? { ...row, firstName } : undefined;
}

/** The member's codes, active ones first, then newest first. */
export async function findReferralCodesOf(db: Db, memberId: string): Promise<{ code: string; isActive: boolean }[]> {
  return db
    .select({ code: referralCodes.code, isActive: referralCodes.isActive })
    .from(referralCodes)
    .where(eq(referralCodes.memberId, memberId))
    .orderBy(desc(referralCodes.isActive), desc(referralCodes.createdAt), referralCodes.code);
}

export interface ReferralRow {
  referrerMemberId: string;
  code: string;
  referrerFirstName: string;
}

/** Who referred the member, if anyone did. */
export async function findReferralOf(db: Db, referredMemberId: string): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select({ referrerMemberId: referrals.referrerMemberId, code: referrals.code })
    .from(referrals)
    .where(eq(referrals.referredMemberId, referredMemberId));
  const referrerFirstName = row && (await firstNameOf(db, row.referrerMemberId));
  return row && referrerFirstName !== undefined ? { ...row, referrerFirstName } : undefined;
}

/**
 * Records the referrer unless the member already has one (the primary key allows one), and answers
 * the stored referral either way, so two requests at once cannot leave two referrers.
 */
export async function insertReferralIfAbsent(
  db: Db,
  referral: { referredMemberId: string; referrerMemberId: string; code: string },
): Promise<ReferralRow> {
  await db.insert(referrals).values(referral).onConflictDoNothing();
  const stored = await findReferralOf(db, referral.referredMemberId);
  if (!stored) throw new Error('referral missing right after insert');
  return stored;
}

export async function countReferralsWithCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(referrals).where(eq(referrals.code, code));
  return row?.total ?? 0;
}

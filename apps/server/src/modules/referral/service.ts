// Referral rules: who referred a member (once, within the first days, never themself), and the
// member's own code to share.
import { MS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { referralSignUpWindowDays } from '@fernleaf/contract/referral';
import type { Db } from '../../db/client.ts';
import { requireMember } from '../user/service.ts';
import { referralCodeCandidate } from './code-candidates.ts';
import { referralRefused } from './errors.ts';
import {
  countReferralsWithCode,
  findReferralCode,
  findReferralCodesOf,
  findReferralOf,
  insertReferralCodeIfAbsent,
  insertReferralIfAbsent,
} from './repo.ts';

/** Candidates tried before giving up; with a 4+ letter suffix from 31 signs a clash is already rare. */
const maxCodeAttempts = 10;

export const referralMessages = {
  notValid: 'This referral code is not valid. Check it, or skip this step.',
  ownCode: 'This is your own referral code. Enter the code of the member who invited you.',
  referredByMember: 'This member joined with your referral code, so they cannot refer you.',
  alreadyReferred: "You already joined with another member's referral code.",
  tooLate: `A referral code can be added only within ${referralSignUpWindowDays} days of joining.`,
} as const;

/** Gives the member this code unless it exists already (the demo member's fixed code). */
export async function keepReferralCode(db: Db, code: { code: string; memberId: string }): Promise<void> {
  await insertReferralCodeIfAbsent(db, code);
}

export async function applyReferralCode(
  db: Db,
  memberId: string,
  referralCode: string,
  now: Date,
): Promise<{ referrerFirstName: string }> {
  const member = await requireMember(db, memberId);
  const existing = await findReferralOf(db, member.id);
  if (existing) {
    // Sending the same code again (a retry, a second tab) is not an error.
    if (existing.code === referralCode) return { referrerFirstName: existing.referrerFirstName };
    throw referralRefused(referralMessages.alreadyReferred);
  }
  if (now.getTime() - member.createdAt.getTime() > referralSignUpWindowDays * MS_PER_DAY) {
    throw referralRefused(referralMessages.tooLate);
  }
  const owner = await findReferralCode(db, referralCode);
  if (owner?.memberId === member.id) throw referralRefused(referralMessages.ownCode);
  if (!owner?.isActive) throw referralRefused(referralMessages.notValid);
  // Two members crediting each other would turn one sign-up into two rewards.
  if ((await findReferralOf(db, owner.memberId))?.referrerMemberId === member.id) {
    throw referralRefused(referralMessages.referredByMember);
  }
  const recorded = await insertReferralIfAbsent(db, {
    referredMemberId: member.id,
    referrerMemberId: owner.memberId,
    code: owner.code,
  });
  // Another request recorded a different code first.
  if (recorded.code !== owner.code) throw referralRefused(referralMessages.alreadyReferred);
  return { referrerFirstName: recorded.referrerFirstName };
}

/** The member's code: an existing one (a retired one stays retired), or a new one made from their name and id. */
async function codeOf(db: Db, member: { id: string; firstName: string }): Promise<{ code: string; isActive: boolean }> {
  const [current] = await findReferralCodesOf(db, member.id);
  if (current) return current;
  for (let attempt = 0; attempt < maxCodeAttempts; attempt++) {
    const code = referralCodeCandidate(member, attempt);
    await insertReferralCodeIfAbsent(db, { code, memberId: member.id });
    const owner = await findReferralCode(db, code);
    if (owner?.memberId === member.id) return { code, isActive: owner.isActive };
  }
  throw new Error(`no free referral code for member ${member.id} after ${maxCodeAttempts} candidates`);
}

export async function userReferral(db: Db, memberId: string, publicUrl: string) {
  const member = await requireMember(db, memberId);
  const { code, isActive } = await codeOf(db, member);
  return {
    referralCode: code,
    shareLink: `${publicUrl}/onboarding/signup?${new URLSearchParams({ referralCode: code })}`,
    signUpCount: await countReferralsWithCode(db, code),
    isActive,
  };
}

// The demo member a person can sign in with right after `npm start` (never in production).
import type { Db } from '../db/client.ts';
import { insertReferralCodeIfAbsent } from '../modules/referral/repo.ts';
import { hashPassword } from './passwords.ts';
import { emailExists, insertUserIfAbsent } from './users-repo.ts';

export const demoMember = {
  email: 'demo@fernleaf.test',
  password: 'fernleaf-demo-2026',
  firstName: 'Jordan',
  lastName: 'Rivera',
  referralCode: 'FERNDEMO',
} as const;

export async function seedDemoMember(db: Db): Promise<void> {
  if (await emailExists(db, demoMember.email)) return;
  await db.transaction(async (tx) => {
    const userId = await insertUserIfAbsent(tx as Db, {
      email: demoMember.email,
      firstName: demoMember.firstName,
      lastName: demoMember.lastName,
      passwordHash: await hashPassword(demoMember.password),
    });
    await insertReferralCodeIfAbsent(tx as Db, { code: demoMember.referralCode, userId });
  });
}

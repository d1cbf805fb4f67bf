// The demo member a person can sign in with right after `npm start` (never in production).
import type { Db } from '../db/client.ts';
import { insertReferralCodeIfAbsent } from '../modules/referral/repo.ts';
import { hashPassword } from './passwords.ts';
import { emailExists, insertAddress, insertUserIfAbsent } from './users-repo.ts';

export const demoMember = {
  email: 'demo@fernleaf.test',
  password: 'fernleaf-demo-2026',
  firstName: 'Jordan',
  lastName: 'Rivera',
  referralCode: 'FERNDEMO',
  // 555-01xx numbers are reserved for fiction, so the demo can never text a real person.
  phoneNumber: '2025550142',
  dateOfBirth: '1991-04-18',
  address: {
    addressLine1: '1600 Market St',
    addressLine2: 'Apt 12B',
    city: 'Philadelphia',
    state: 'PA',
    postalCode: '19103',
  },
} as const;

export async function seedDemoMember(db: Db): Promise<void> {
  if (await emailExists(db, demoMember.email)) return;
  await db.transaction(async (tx) => {
    const userId = await insertUserIfAbsent(tx as Db, {
      email: demoMember.email,
      firstName: demoMember.firstName,
      lastName: demoMember.lastName,
      passwordHash: await hashPassword(demoMember.password),
      phoneNumber: demoMember.phoneNumber,
      phoneVerifiedAt: new Date(),
      dateOfBirth: demoMember.dateOfBirth,
      textPermission: true,
    });
    await insertAddress(tx as Db, { userId, ...demoMember.address, country: 'US', status: 'VERIFIED' });
    await insertReferralCodeIfAbsent(tx as Db, { code: demoMember.referralCode, userId });
  });
}

// The demo member a person can sign in with right after `npm start` (never in production).
import type { Db } from './db/client.ts';
import { inTransaction } from './db/transaction.ts';
import { hashPassword } from './identity/passwords.ts';
import { emailExists, insertAddress, insertUserIfAbsent } from './identity/service.ts';
import { keepReferralCode } from './modules/referral/service.ts';
import { encryptField, fieldFingerprint } from './platform/field-encryption.ts';

export const demoMember = {
  email: 'demo@fernleaf.test',
  password: 'fernleaf-demo-2026',
  firstName: 'Jordan',
  lastName: 'Rivera',
  referralCode: 'FERNDEMO',
  // 555-01xx numbers are reserved for fiction, so the demo can never text a real person.
  phoneNumber: '2025550142',
  dateOfBirth: '1991-04-18',
  // A sandbox SSN the bureau verifies (README, "Sandbox identities"); it belongs to the demo member.
  ssn: '219446789',
  address: {
    addressLine1: '1600 Market St',
    addressLine2: 'Apt 12B',
    city: 'Philadelphia',
    state: 'PA',
    postalCode: '19103',
  },
} as const;

export async function seedDemoMember(db: Db, fieldKey: Buffer): Promise<void> {
  if (await emailExists(db, demoMember.email)) return;
  await inTransaction(db, async (tx) => {
    const memberId = await insertUserIfAbsent(tx, {
      email: demoMember.email,
      firstName: demoMember.firstName,
      lastName: demoMember.lastName,
      passwordHash: await hashPassword(demoMember.password),
      phoneNumber: demoMember.phoneNumber,
      phoneVerifiedAt: new Date(),
      dateOfBirth: demoMember.dateOfBirth,
      // The demo's checking account is opened for it, and only a verified member may open one.
      identityStatus: 'VERIFIED',
      ssnEncrypted: encryptField(fieldKey, demoMember.ssn),
      ssnFingerprint: fieldFingerprint(fieldKey, demoMember.ssn),
      ssnVerifiedAt: new Date(),
      textPermission: true,
    });
    await insertAddress(tx, { memberId, ...demoMember.address, country: 'US', status: 'VERIFIED' });
    await keepReferralCode(tx, { code: demoMember.referralCode, memberId });
  });
}

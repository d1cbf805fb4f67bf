// Test support: gives a member what every money product asks first (decision 025): a verified
// phone, a date of birth of an adult, a US address and a verified identity, written straight to
// their records, as if they had finished the identity steps.
import type { Db } from '../db/client.ts';
import { findAddressesOf, insertAddress, updateUser } from '../identity/users-repo.ts';
import { updateIdentity } from '../modules/identity-verification/repo.ts';

export async function completeIdentitySteps(db: Db, memberId: string, now: Date): Promise<void> {
  // 555-0100 to 555-0199 are reserved for fiction.
  await updateUser(db, memberId, { phoneNumber: '2155550142', phoneVerifiedAt: now, dateOfBirth: '1990-06-15' });
  await updateIdentity(db, memberId, { identityStatus: 'VERIFIED', ssnVerifiedAt: now });
  if ((await findAddressesOf(db, memberId)).length === 0) {
    await insertAddress(db, {
      memberId,
      addressLine1: '1600 MARKET ST',
      city: 'PHILADELPHIA',
      state: 'PA',
      postalCode: '19103',
      country: 'US',
      status: 'VERIFIED',
    });
  }
}

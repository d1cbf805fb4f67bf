import type { IdentityFacts, IdentityStatus } from '@fernleaf/contract/onboarding';
import type { Db } from '../../db/client.ts';
import { findAddressesOf, type UserRow } from '../../identity/users-repo.ts';

/** What the identity steps depend on, read from the member's own records, so any device agrees. */
export async function identityFactsOf(db: Db, user: UserRow): Promise<IdentityFacts> {
  const addresses = await findAddressesOf(db, user.id);
  return {
    hasDateOfBirth: user.dateOfBirth !== null,
    hasAddress: addresses.length > 0,
    phoneVerified: user.phoneNumber !== null && user.phoneVerifiedAt !== null,
    identityStatus: user.identityStatus as IdentityStatus | null,
  };
}

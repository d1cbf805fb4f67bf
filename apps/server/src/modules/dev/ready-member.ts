// A member ready for any product's first step: signed up, phone verified, date of birth and address
// given, as the demo member is, but with no product yet.
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { insertAddress, insertUser } from '../../identity/service.ts';

export async function insertReadyMember(
  db: Db,
  options: { firstName: string; lastName: string; withAddress: boolean },
): Promise<{ email: string; password: string }> {
  const { withAddress, ...name } = options;
  const email = `member-${randomBytes(6).toString('hex')}@fernleaf.test`;
  const password = `sandbox-${randomBytes(9).toString('base64url')}`;
  const memberId = await insertUser(db, {
    email,
    ...name,
    passwordHash: await hashPassword(password),
    // 555-0100 to 555-0199 are reserved for fiction: no real phone can get a text.
    phoneNumber: `2025550${randomInt(100, 200)}`,
    phoneVerifiedAt: new Date(),
    dateOfBirth: '1990-06-15',
  });
  if (!memberId) throw new Error('a fresh random email was already taken');
  if (!withAddress) return { email, password };
  await insertAddress(db, {
    memberId,
    addressLine1: '2400 Chestnut St',
    addressLine2: null,
    city: 'Philadelphia',
    state: 'PA',
    postalCode: '19103',
    country: 'US',
    status: 'VERIFIED',
  });
  return { email, password };
}

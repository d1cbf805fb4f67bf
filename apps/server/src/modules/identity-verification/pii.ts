// What the member already gave, shaped for the onboarding forms. The SSN never leaves whole.
import type { Db } from '../../db/client.ts';
import { findAddressesOf } from '../../identity/service.ts';
import { decryptField, lastFour } from '../../platform/field-encryption.ts';
import { requireMember } from '../user/service.ts';

/** ISO YYYY-MM-DD as the forms show it, MM/DD/YYYY (spec section 5). */
export function toDisplayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

export async function retrieveMemberPii(db: Db, memberId: string, fieldKey: Buffer) {
  const user = await requireMember(db, memberId);
  const [address] = await findAddressesOf(db, user.id);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth ? toDisplayDate(user.dateOfBirth) : null,
    address: address
      ? {
          streetAddress: address.addressLine1,
          apt: address.addressLine2,
          city: address.city,
          state: address.state,
          zip: address.postalCode,
        }
      : null,
    phoneNumber: user.phoneNumber ? { number: user.phoneNumber, isVerified: user.phoneVerifiedAt !== null } : null,
    ssnLastFour: user.ssnEncrypted ? lastFour(decryptField(fieldKey, user.ssnEncrypted)) : null,
  };
}

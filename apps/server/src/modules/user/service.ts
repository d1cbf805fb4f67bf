// The member's own profile: what getProfile shows and the few fields a member changes directly.

import { errorCodes } from '@fernleaf/contract/errors';
import type { userProfileSchema } from '@fernleaf/contract/user';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { checkPhoneCode, sendPhoneCode } from '../../identity/phone-codes.ts';
import {
  type AddressRow,
  findAddressesOf,
  findUserById,
  type UserRow,
  updateDateOfBirthBeforeIdentityCheck,
  updateUser,
} from '../../identity/service.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { decryptField, lastFour } from '../../platform/field-encryption.ts';

type UserProfile = z.infer<typeof userProfileSchema>;

export async function requireMember(db: Db, memberId: string): Promise<UserRow> {
  const user = await findUserById(db, memberId);
  // A valid token for an account that no longer exists: the client signs out (spec section 8, G001).
  if (!user) throw new AppError(401, errorCodes.G001, 'Please sign in again', 'Your account could not be found.');
  return user;
}

export function toProfile(
  user: UserRow,
  addresses: AddressRow[],
  options: { withSsn: boolean; fieldKey: Buffer },
): UserProfile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ssn:
      options.withSsn && user.ssnEncrypted
        ? `•••-••-${lastFour(decryptField(options.fieldKey, user.ssnEncrypted))}`
        : null,
    isSsnVerified: user.ssnVerifiedAt !== null,
    dateOfBirth: user.dateOfBirth,
    isDateOfBirthLocked: isDateOfBirthLocked(user),
    phoneNumber: user.phoneNumber ? { number: user.phoneNumber, isVerified: user.phoneVerifiedAt !== null } : null,
    addresses: addresses.map((address) => ({
      id: address.id,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: 'US',
      status: address.status,
      createdOn: address.createdAt.toISOString(),
    })),
    textPermission: user.textPermission,
    // Members have no pictures yet; the web app shows their initials.
    profilePicturePreview: null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function loadProfile(
  db: Db,
  memberId: string,
  options: { withSsn: boolean; withProfilePicturePreview: boolean; fieldKey: Buffer },
) {
  const user = await requireMember(db, memberId);
  return toProfile(user, await findAddressesOf(db, user.id), options);
}

/**
 * The bureau checks the SSN against the name and the date of birth, so once a check was decided on
 * them (verified, questions asked, or closed) changing the date would keep a verdict that was never
 * given for it. The legal name has no call to change it at all; the date of birth is locked from then
 * on, and member support corrects it by checking the new one.
 */
export function isDateOfBirthLocked(user: Pick<UserRow, 'identityStatus'>): boolean {
  return user.identityStatus !== null;
}

function dateOfBirthLocked(): AppError {
  const message = 'Your date of birth was checked with your identity. To correct it, contact member support.';
  return new AppError(409, errorCodes.IDENTITY_FIELD_LOCKED, 'Your date of birth cannot be changed here', message, {
    dateOfBirth: message,
  });
}

/** Saves the date of birth while no identity check used it; the same date again is not a change. */
export async function changeDateOfBirth(db: Db, memberId: string, dateOfBirth: string) {
  const user = await requireMember(db, memberId);
  if (user.dateOfBirth === dateOfBirth) return { dateOfBirth };
  if (isDateOfBirthLocked(user)) throw dateOfBirthLocked();
  // A check decided between the read above and this write leaves the date as it was.
  if (!(await updateDateOfBirthBeforeIdentityCheck(db, user.id, dateOfBirth))) throw dateOfBirthLocked();
  return { dateOfBirth };
}

/** The member's roartag, given when the member was created (or by migration 0015 before that). */
export async function roartagOf(db: Db, memberId: string): Promise<string> {
  const user = await requireMember(db, memberId);
  if (!user.roartag) throw new Error(`member ${memberId} has no roartag`);
  return user.roartag;
}

/**
 * Changing the phone number: with a verified number on file, a code to that number must approve the
 * change first (MFA), so a stolen session cannot move text messages to another phone.
 */
export async function changePhoneNumber(
  db: Db,
  memberId: string,
  request: {
    phoneNumber: string;
    mfaVerification?: { mfaId: string; mfaVerificationCode: string } | undefined;
    brandName: string;
  },
) {
  const user = await requireMember(db, memberId);
  const hasVerifiedPhone = user.phoneNumber !== null && user.phoneVerifiedAt !== null;
  if (hasVerifiedPhone && user.phoneNumber !== request.phoneNumber) {
    if (!request.mfaVerification) {
      const sent = await sendPhoneCode(db, {
        memberId: user.id,
        purpose: 'mfa',
        phoneNumber: user.phoneNumber as string,
        pendingPhoneNumber: request.phoneNumber,
        brandName: request.brandName,
      });
      return { status: 'mfaRequired' as const, mfaId: sent.id, sentTo: sent.sentTo };
    }
    const check = await checkPhoneCode(db, {
      memberId: user.id,
      id: request.mfaVerification.mfaId,
      purpose: 'mfa',
      code: request.mfaVerification.mfaVerificationCode,
    });
    if (check.outcome === 'not-found') throw notFound('That verification');
    if (check.outcome !== 'accepted')
      throw validationFailed({ 'mfaVerification.mfaVerificationCode': codeProblem(check.outcome) });
    if (check.code.pendingPhoneNumber !== request.phoneNumber) {
      throw validationFailed({ phoneNumber: 'This is not the number the code approved. Start again.' });
    }
  }
  const unchanged = user.phoneNumber === request.phoneNumber;
  if (!unchanged) await updateUser(db, user.id, { phoneNumber: request.phoneNumber, phoneVerifiedAt: null });
  return {
    status: 'updated' as const,
    phoneNumber: { number: request.phoneNumber, isVerified: unchanged && user.phoneVerifiedAt !== null },
  };
}

export function codeProblem(outcome: 'wrong' | 'expired' | 'too-many-attempts'): string {
  if (outcome === 'expired') return 'That code has expired. Send a new one.';
  if (outcome === 'too-many-attempts') return 'Too many wrong codes. Send a new one.';
  return 'That code is not right. Check it and try again.';
}

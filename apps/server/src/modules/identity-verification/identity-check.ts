// The SSN check: the bureau's verdict becomes the member's identity status, and tries that do not
// match are counted until online verification closes (maxSsnAttempts).
import { maxSsnAttempts } from '@fernleaf/contract/onboarding';
import type { Db } from '../../db/client.ts';
import { encryptField } from '../../platform/field-encryption.ts';
import type { IdentityBureau } from '../../sandbox/identity-bureau/identity-bureau.ts';
import { stepRequired } from '../onboarding/errors.ts';
import { identityFactsOf } from '../onboarding/identity-facts.ts';
import { requireMember } from '../user/service.ts';
import { identityCheckLocked } from './errors.ts';
import { lockIdentityOf, updateIdentity } from './repo.ts';

export async function checkIdentity(
  db: Db,
  bureau: IdentityBureau,
  memberId: string,
  request: { ssn: string; fieldKey: Buffer; now: Date },
) {
  const user = await requireMember(db, memberId);
  const identity = await lockIdentityOf(db, user.id);
  if (!identity) throw new Error(`member ${user.id} vanished inside its own transaction`);
  const attemptsLeft = (used: number) => Math.max(0, maxSsnAttempts - used);

  if (identity.identityStatus === 'FAILED') throw identityCheckLocked();
  // A second submit after success (another tab, a retry) answers the same outcome, spending nothing.
  if (identity.identityStatus === 'VERIFIED' || identity.identityStatus === 'KBA_REQUIRED') {
    return {
      status: identity.identityStatus as 'VERIFIED' | 'KBA_REQUIRED',
      attemptsLeft: attemptsLeft(identity.ssnAttempts),
    };
  }

  const facts = await identityFactsOf(db, user);
  if (!facts.hasDateOfBirth || !facts.hasAddress) throw stepRequired('dob-and-address');
  if (!facts.phoneVerified) throw stepRequired('phone-number');

  const verdict = await bureau.check({
    ssn: request.ssn,
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth ?? '',
  });
  const ssnEncrypted = encryptField(request.fieldKey, request.ssn);
  switch (verdict) {
    case 'VERIFIED':
      await updateIdentity(db, user.id, { identityStatus: 'VERIFIED', ssnEncrypted, ssnVerifiedAt: request.now });
      return { status: 'VERIFIED' as const, attemptsLeft: attemptsLeft(identity.ssnAttempts) };
    case 'KBA_REQUIRED':
      await updateIdentity(db, user.id, { identityStatus: 'KBA_REQUIRED', ssnEncrypted });
      return { status: 'KBA_REQUIRED' as const, attemptsLeft: attemptsLeft(identity.ssnAttempts) };
    case 'FLAGGED':
      await updateIdentity(db, user.id, { identityStatus: 'FAILED', ssnEncrypted });
      return { status: 'FAILED' as const, attemptsLeft: 0 };
    case 'NOT_MATCHED': {
      // Nothing of an unmatched SSN is kept: it may be a typo of someone else's number.
      const used = identity.ssnAttempts + 1;
      const locked = used >= maxSsnAttempts;
      await updateIdentity(db, user.id, { ssnAttempts: used, ...(locked ? { identityStatus: 'FAILED' } : {}) });
      return { status: locked ? ('FAILED' as const) : ('NOT_MATCHED' as const), attemptsLeft: attemptsLeft(used) };
    }
  }
}

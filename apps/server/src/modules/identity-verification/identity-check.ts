// The SSN check: the bureau's verdict becomes the member's identity status, and tries that do not
// match are counted until online verification closes (maxSsnAttempts).
import { maxSsnAttempts } from '@fernleaf/contract/onboarding-flows';
import type { Tx } from '../../db/transaction.ts';
import { encryptField, fieldFingerprint } from '../../platform/field-encryption.ts';
import { stepRequired } from '../onboarding/errors.ts';
import { identityFactsOf } from '../onboarding/member-facts.ts';
import { requireMember } from '../user/service.ts';
import { identityAlreadyVerified, identityCheckLocked } from './errors.ts';
import type { IdentityBureau } from './identity-bureau.ts';
import { lockIdentityOf, ssnHeldByAnother, updateIdentity } from './repo.ts';

export async function checkIdentity(
  db: Tx,
  bureau: IdentityBureau,
  memberId: string,
  request: { ssn: string; fieldKey: Buffer; now: Date },
) {
  const user = await requireMember(db, memberId);
  const identity = await lockIdentityOf(db, user.id);
  if (!identity) throw new Error(`member ${user.id} vanished inside its own transaction`);
  const attemptsLeft = (used: number) => Math.max(0, maxSsnAttempts - used);
  const spendAttempt = async (status: 'NOT_MATCHED' | 'IN_USE') => {
    const used = identity.ssnAttempts + 1;
    const locked = used >= maxSsnAttempts;
    await updateIdentity(db, user.id, { ssnAttempts: used, ...(locked ? { identityStatus: 'FAILED' } : {}) });
    return { status: locked ? ('FAILED' as const) : status, attemptsLeft: attemptsLeft(used) };
  };

  if (identity.identityStatus === 'FAILED') throw identityCheckLocked();
  // A second submit of the same SSN after success (another tab, a retry) answers the same outcome,
  // spending nothing; another SSN is refused, never answered as if it had passed.
  if (identity.identityStatus === 'VERIFIED' || identity.identityStatus === 'KBA_REQUIRED') {
    if (identity.ssnFingerprint !== fieldFingerprint(request.fieldKey, request.ssn)) throw identityAlreadyVerified();
    return {
      status: identity.identityStatus as 'VERIFIED' | 'KBA_REQUIRED',
      attemptsLeft: attemptsLeft(identity.ssnAttempts),
    };
  }

  const facts = await identityFactsOf(db, user);
  if (!facts.hasDateOfBirth || !facts.hasAddress) throw stepRequired('dob-and-address');
  if (!facts.phoneVerified) throw stepRequired('phone-number');

  const ssnFingerprint = fieldFingerprint(request.fieldKey, request.ssn);
  if (await ssnHeldByAnother(db, user.id, ssnFingerprint)) {
    // One person, one account. Counted like a mismatch, so the answer cannot be used to find out,
    // number after number, which SSNs have an account here.
    return spendAttempt('IN_USE');
  }

  const verdict = await bureau.check({
    ssn: request.ssn,
    firstName: user.firstName,
    lastName: user.lastName,
    // Read under the row lock: the date the verdict is given on is the one kept (and locked) with it.
    dateOfBirth: identity.dateOfBirth ?? '',
  });
  // A matched SSN is the member's from now on: kept encrypted, and its fingerprint claims it.
  const matched = { ssnEncrypted: encryptField(request.fieldKey, request.ssn), ssnFingerprint };
  switch (verdict) {
    case 'VERIFIED':
      await updateIdentity(db, user.id, { identityStatus: 'VERIFIED', ...matched, ssnVerifiedAt: request.now });
      return { status: 'VERIFIED' as const, attemptsLeft: attemptsLeft(identity.ssnAttempts) };
    case 'KBA_REQUIRED':
      await updateIdentity(db, user.id, { identityStatus: 'KBA_REQUIRED', ...matched });
      return { status: 'KBA_REQUIRED' as const, attemptsLeft: attemptsLeft(identity.ssnAttempts) };
    case 'FLAGGED':
      await updateIdentity(db, user.id, { identityStatus: 'FAILED', ...matched });
      return { status: 'FAILED' as const, attemptsLeft: 0 };
    case 'NOT_MATCHED':
      // Nothing of an unmatched SSN is kept: it may be a typo of someone else's number.
      return spendAttempt('NOT_MATCHED');
  }
}

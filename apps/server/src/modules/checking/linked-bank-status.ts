// Whether a linked bank can move money. The bank module marks a link PENDING until its provider has
// fetched the accounts, at `completesAt`; from then on it reads as COMPLETE even before anyone polls
// it, until the provider loses access to the login at `accessLostAt` (UNLINKED).
import type { LinkedAccountWithBank } from '../bank/linked-accounts-service.ts';

export function linkedBankStatusAt(
  account: Pick<LinkedAccountWithBank, 'bankStatus' | 'bankCompletesAt' | 'bankAccessLostAt'>,
  now: Date,
): LinkedAccountWithBank['bankStatus'] {
  const live = account.bankStatus === 'PENDING' || account.bankStatus === 'COMPLETE';
  if (live && account.bankAccessLostAt && account.bankAccessLostAt.getTime() <= now.getTime()) return 'UNLINKED';
  if (account.bankStatus === 'PENDING' && account.bankCompletesAt.getTime() <= now.getTime()) return 'COMPLETE';
  return account.bankStatus;
}

export function isLinkComplete(
  account: Pick<LinkedAccountWithBank, 'bankStatus' | 'bankCompletesAt' | 'bankAccessLostAt'>,
  now: Date,
) {
  return linkedBankStatusAt(account, now) === 'COMPLETE';
}

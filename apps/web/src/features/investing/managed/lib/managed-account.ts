// Which plus account this page is about: the member's open managed one. A self-directed account has
// pages of its own, and a closed one has nothing left to move.
import type { PlusAccount } from '@fernleaf/contract/investing';

export function managedAccountOf(accounts: readonly PlusAccount[]): PlusAccount | null {
  return (
    accounts.find(
      (account) =>
        account.accountInternalType === 'INVESTMENT' &&
        account.investmentKind === 'MANAGED' &&
        account.accountStatus === 'OPEN',
    ) ?? null
  );
}

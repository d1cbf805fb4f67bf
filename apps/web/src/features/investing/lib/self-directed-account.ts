// The account the trade ticket and the asset page's position read: the member's open self-directed one.
import type { PlusAccount } from '@fernleaf/contract/investing';

export function selfDirectedAccountOf(accounts: readonly PlusAccount[]): PlusAccount | null {
  return (
    accounts.find(
      (account) =>
        account.accountInternalType === 'INVESTMENT' &&
        account.investmentKind === 'SELF_DIRECTED' &&
        account.accountStatus === 'OPEN',
    ) ?? null
  );
}

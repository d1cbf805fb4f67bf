// Which of the member's plus accounts is "the" investment account and which the credit reserve
// (spec section 9). The server lists them oldest first (decision 042), so "first" is well defined.
import type { InvestmentKind, PlusAccount } from '@fernleaf/contract/investing';

/** The first account of type INVESTMENT, or null when there is none. */
export function investmentAccountOf(accounts: readonly PlusAccount[]): PlusAccount | null {
  return accounts.find((account) => account.accountInternalType === 'INVESTMENT') ?? null;
}

/**
 * An OPEN ESCROW account with a positive balance. With several, the oldest: the spec's original
 * picked by a sum of creation values, which it calls unreliable; the opening order is stable.
 */
export function creditReserveOf(accounts: readonly PlusAccount[]): PlusAccount | null {
  return (
    accounts.find(
      (account) =>
        account.accountInternalType === 'ESCROW' && account.accountStatus === 'OPEN' && account.availableBalance > 0,
    ) ?? null
  );
}

/** The member's open investment account of one kind (managed or self-directed), or null. */
export function openAccountOf<Account extends PlusAccount>(
  accounts: readonly Account[],
  kind: InvestmentKind,
): Account | null {
  return (
    accounts.find(
      (account) =>
        account.accountInternalType === 'INVESTMENT' &&
        account.investmentKind === kind &&
        account.accountStatus === 'OPEN',
    ) ?? null
  );
}

/** What the managed pages are about: the member's open managed account (a closed one has nothing left to move). */
export function managedAccountOf<Account extends PlusAccount>(accounts: readonly Account[]): Account | null {
  return openAccountOf(accounts, 'MANAGED');
}

/** What the self-directed pages, the trade ticket and the asset page's position are about. */
export function selfDirectedAccountOf<Account extends PlusAccount>(accounts: readonly Account[]): Account | null {
  return openAccountOf(accounts, 'SELF_DIRECTED');
}

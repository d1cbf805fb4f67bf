// What the pages that list the member's money (home, profile, accounts, investing) say of investment
// accounts: each kind's name and page, and what the accounts are worth together (`totalValue` is the
// server's: cash plus holdings at simulated prices).
import type { InvestmentAccountValue, InvestmentKind } from '@fernleaf/contract/investing';

export const investmentKindNames: Record<InvestmentKind, string> = {
  MANAGED: 'Managed investing',
  SELF_DIRECTED: 'Self-directed investing',
};

export const investmentKindPages = {
  MANAGED: '/investment/managed',
  SELF_DIRECTED: '/investment/active',
} as const satisfies Record<InvestmentKind, string>;

/** Integer cents: the value of every account listed (open, or closing while its sales settle). */
export function investedValueCents(accounts: readonly Pick<InvestmentAccountValue, 'totalValue'>[]): number {
  return accounts.reduce((sum, account) => sum + account.totalValue, 0);
}

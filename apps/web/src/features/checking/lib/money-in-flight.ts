// While money is on its way (an ACH transfer not yet settled), the views that show it ask again on
// their own, so a member watching the page sees the transfer post without reloading.
import type { AchTransfer, BankingTransaction, CheckingAccountInfo } from '@fernleaf/contract/checking';

export const inFlightRefreshMs = 5_000;

export function refreshWhileInFlight(inFlight: boolean): number | false {
  return inFlight ? inFlightRefreshMs : false;
}

export function accountHasMoneyInFlight(info: CheckingAccountInfo | null | undefined): boolean {
  return !!info && (info.pendingDeposits !== 0 || info.availableBalance !== info.currentBalance);
}

export function hasPending(items: readonly (AchTransfer | BankingTransaction)[] | undefined): boolean {
  return items?.some((item) => item.status === 'PENDING') ?? false;
}

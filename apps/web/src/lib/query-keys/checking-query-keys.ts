// Query keys of the checking calls in one place, so a mutation invalidates exactly what it changed.
// In lib/ because other features (the cash advance paying into checking) invalidate them too.
import type { getBankingTransactions } from '@fernleaf/contract/checking';
import type { CallInput } from '@fernleaf/contract/define-call';

/** One page of the transactions list: its key names the page, size and filter asked for. */
type BankingTransactionsQuery = CallInput<typeof getBankingTransactions>['query'];

export const checkingQueryKeys = {
  /** Everything about the checking account: invalidated when money moves or the account opens. */
  all: ['checking'] as const,
  info: () => [...checkingQueryKeys.all, 'info'] as const,
  esign: () => [...checkingQueryKeys.all, 'esign'] as const,
  transactions: () => [...checkingQueryKeys.all, 'transactions'] as const,
  transactionsPage: (query: BankingTransactionsQuery) => [...checkingQueryKeys.transactions(), query] as const,
  card: () => [...checkingQueryKeys.all, 'card'] as const,
  directDeposit: () => [...checkingQueryKeys.all, 'direct-deposit'] as const,
  transfers: () => [...checkingQueryKeys.all, 'transfers'] as const,
};

/** Every account of the member, linked banks included; other features may invalidate it too. */
export const accountSummaryQueryKey = ['account-summary'] as const;

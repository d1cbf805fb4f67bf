// Query keys of the checking calls in one place, so a mutation invalidates exactly what it changed.
import type { BankingTransactionsQuery } from './get-banking-transactions';

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

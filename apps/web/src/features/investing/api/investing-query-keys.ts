// Query keys of the investing calls in one place, so a change invalidates exactly what it touched.
// Everything sits under the investing root: an account's reads under the account's key, so a transfer,
// a trade or a deposit refreshes that account's balances, positions, orders and performance at once.
// The accounts' own key stays in list-investment-accounts.ts, which the home downloads alone.
import type { PerformanceRange } from '@fernleaf/contract/investing-performance';
import type { PriceRange } from '@fernleaf/contract/market';
import { investmentAccountsQueryKey } from './list-investment-accounts';

export const investingQueryKeys = {
  all: ['investing'] as const,
  accounts: () => investmentAccountsQueryKey,
  riskQuestions: () => [...investingQueryKeys.all, 'risk-questions'] as const,
  riskScore: () => [...investingQueryKeys.all, 'risk-score'] as const,
  account: (accountId: string) => [...investingQueryKeys.all, 'account', accountId] as const,
  positions: (accountId: string) => [...investingQueryKeys.account(accountId), 'positions'] as const,
  transactions: (accountId: string) => [...investingQueryKeys.account(accountId), 'transactions'] as const,
  transactionsPage: (accountId: string, page: number) => [...investingQueryKeys.transactions(accountId), page] as const,
  orders: (accountId: string) => [...investingQueryKeys.account(accountId), 'orders'] as const,
  portfolio: (accountId: string) => [...investingQueryKeys.account(accountId), 'portfolio'] as const,
  recurringDeposit: (accountId: string) => [...investingQueryKeys.account(accountId), 'recurring-deposit'] as const,
  closingPreview: (accountId: string) => [...investingQueryKeys.account(accountId), 'closing-preview'] as const,
  closing: (accountId: string) => [...investingQueryKeys.account(accountId), 'closing'] as const,
  performance: (accountId: string, range: PerformanceRange) =>
    [...investingQueryKeys.account(accountId), 'performance', range] as const,
  dividendChoice: (accountId: string) => [...investingQueryKeys.account(accountId), 'dividend-choice'] as const,
};

/** The market reads the watchlist, asset and news pages share, and the member's watchlist and news reads. */
export const marketQueryKeys = {
  all: [...investingQueryKeys.all, 'market'] as const,
  watchlist: () => [...marketQueryKeys.all, 'watchlist'] as const,
  search: (query: string) => [...marketQueryKeys.all, 'search', query] as const,
  asset: (symbol: string) => [...marketQueryKeys.all, 'asset', symbol] as const,
  quote: (symbol: string) => [...marketQueryKeys.asset(symbol), 'quote'] as const,
  history: (symbol: string, range: PriceRange) => [...marketQueryKeys.asset(symbol), 'history', range] as const,
  assetNews: (symbol: string) => [...marketQueryKeys.asset(symbol), 'news'] as const,
  news: () => [...marketQueryKeys.all, 'news'] as const,
  trending: () => [...marketQueryKeys.all, 'news', 'trending'] as const,
};

/** The self-directed pages' explore and sector news: outside the investing root, as a transfer does not change them. */
export const explorePagesQueryKeys = {
  all: ['market'] as const,
  explore: () => [...explorePagesQueryKeys.all, 'explore'] as const,
  sectorNews: (sector: string) => [...explorePagesQueryKeys.all, 'sector-news', sector] as const,
};

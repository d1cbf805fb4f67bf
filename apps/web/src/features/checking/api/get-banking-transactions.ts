import { getBankingTransactions } from '@fernleaf/contract/call-addresses/get-banking-transactions.gen';
import type { bankingTransactionFilters } from '@fernleaf/contract/checking';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';
import { hasPending, refreshWhileInFlight } from '../lib/money-in-flight';

export type BankingTransactionFilter = (typeof bankingTransactionFilters)[number];

/** Spec section 9: bank transactions default to page size 5 and filter ALL, from the first page. */
export const bankingTransactionsDefaults = { page: 0, pageSize: 5, filter: 'ALL' } as const;

export interface BankingTransactionsQuery {
  /** 0-based. */
  page: number;
  pageSize: number;
  filter: BankingTransactionFilter;
}

export function fetchBankingTransactions(query: Partial<BankingTransactionsQuery> = {}, options: CallOptions = {}) {
  return callApi(getBankingTransactions, { query: { ...bankingTransactionsDefaults, ...query } }, options);
}

export function bankingTransactionsQueryOptions(query: Partial<BankingTransactionsQuery> = {}) {
  const full = { ...bankingTransactionsDefaults, ...query };
  return queryOptions({
    queryKey: checkingQueryKeys.transactionsPage(full),
    queryFn: ({ signal }) => fetchBankingTransactions(full, { signal }),
    // The previous page stays on screen while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshWhileInFlight(hasPending(query.state.data?.transactions)),
  });
}

// The managed account's reads and its one write (decision 043), as query options the route's loader
// prefetches and the page reads (decision 037). Keys sit under the investing root (the risk score's and
// questions' keys live there too, in ../../api), so a transfer refreshes every balance at once.
import { getInvestmentPositions } from '@fernleaf/contract/call-addresses/get-investment-positions.gen';
import { listInvestmentTransactions } from '@fernleaf/contract/call-addresses/list-investment-transactions.gen';
import { transferInvestmentCash } from '@fernleaf/contract/call-addresses/transfer-investment-cash.gen';
import type { InvestmentTransferDirection } from '@fernleaf/contract/investing-money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../../lib/api-client';
import { investmentAccountsQueryKey } from '../../api/list-investment-accounts';

export const managedQueryKeys = {
  all: ['investing'] as const,
  accounts: () => investmentAccountsQueryKey,
  account: (accountId: string) => [...managedQueryKeys.all, 'account', accountId] as const,
  positions: (accountId: string) => [...managedQueryKeys.account(accountId), 'positions'] as const,
  transactions: (accountId: string) => [...managedQueryKeys.account(accountId), 'transactions'] as const,
  transactionsPage: (accountId: string, page: number) => [...managedQueryKeys.transactions(accountId), page] as const,
};

export function positionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: managedQueryKeys.positions(accountId),
    queryFn: ({ signal }) => callApi(getInvestmentPositions, { params: { accountId } }, { signal }),
  });
}

/** `page` is 0-based as the pager counts; the call counts from 1. */
export function transactionsPageQueryOptions(accountId: string, page: number) {
  return queryOptions({
    queryKey: managedQueryKeys.transactionsPage(accountId, page),
    queryFn: ({ signal }) =>
      callApi(listInvestmentTransactions, { params: { accountId }, query: { page: page + 1 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function sendInvestmentTransfer(
  accountId: string,
  body: { direction: InvestmentTransferDirection; amountCents: number },
  idempotencyKey: string,
  options: CallOptions = {},
) {
  return callApi(transferInvestmentCash, { params: { accountId }, body, idempotencyKey }, options);
}

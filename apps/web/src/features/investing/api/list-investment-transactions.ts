import { listInvestmentTransactions } from '@fernleaf/contract/call-addresses/list-investment-transactions.gen';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** `page` is 0-based as the pager counts; the call counts from 1. */
export function transactionsPageQueryOptions(accountId: string, page: number) {
  return queryOptions({
    queryKey: investingQueryKeys.transactionsPage(accountId, page),
    queryFn: ({ signal }) =>
      callApi(listInvestmentTransactions, { params: { accountId }, query: { page: page + 1 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

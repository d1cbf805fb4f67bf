import { listInvestmentOrders } from '@fernleaf/contract/call-addresses/list-investment-orders.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** Under the account's key, so a transfer or an order placed elsewhere refreshes it with the balances. */
export function ordersQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: investingQueryKeys.orders(accountId),
    queryFn: ({ signal }) => callApi(listInvestmentOrders, { params: { accountId } }, { signal }),
  });
}

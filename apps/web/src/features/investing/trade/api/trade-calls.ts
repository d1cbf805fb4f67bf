// The self-directed account's order calls as the ticket and the asset pages make them (decision 043).
// Keys sit under the account's key (managed-queries.ts builds it), so a trade refreshes the account's
// positions, orders and cash together.
import { listInvestmentOrders } from '@fernleaf/contract/call-addresses/list-investment-orders.gen';
import { placeMarketOrder } from '@fernleaf/contract/call-addresses/place-market-order.gen';
import { previewMarketOrder } from '@fernleaf/contract/call-addresses/preview-market-order.gen';
import type { MarketOrderRequest } from '@fernleaf/contract/investing-money';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../../lib/api-client';
import { managedQueryKeys } from '../../managed/api/managed-queries';

export function ordersQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: [...managedQueryKeys.account(accountId), 'orders'] as const,
    queryFn: ({ signal }) => callApi(listInvestmentOrders, { params: { accountId } }, { signal }),
  });
}

export function previewOrder(accountId: string, body: MarketOrderRequest, options: CallOptions = {}) {
  return callApi(previewMarketOrder, { params: { accountId }, body }, options);
}

export function placeOrder(
  accountId: string,
  body: MarketOrderRequest,
  idempotencyKey: string,
  options: CallOptions = {},
) {
  return callApi(placeMarketOrder, { params: { accountId }, body, idempotencyKey }, options);
}

import { placeMarketOrder } from '@fernleaf/contract/call-addresses/place-market-order.gen';
import type { MarketOrderRequest } from '@fernleaf/contract/investing-money';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** The confirmed order, once per Idempotency-Key. */
export function placeOrder(
  accountId: string,
  body: MarketOrderRequest,
  idempotencyKey: string,
  options: CallOptions = {},
) {
  return callApi(placeMarketOrder, { params: { accountId }, body, idempotencyKey }, options);
}

import { previewMarketOrder } from '@fernleaf/contract/call-addresses/preview-market-order.gen';
import type { MarketOrderRequest } from '@fernleaf/contract/investing-money';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** What a market order would cost or bring, before the member confirms it (decision 043). */
export function previewOrder(accountId: string, body: MarketOrderRequest, options: CallOptions = {}) {
  return callApi(previewMarketOrder, { params: { accountId }, body }, options);
}

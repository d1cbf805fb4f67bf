import { addToWatchlist } from '@fernleaf/contract/call-addresses/add-to-watchlist.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function addSymbolToWatchlist(symbol: string, idempotencyKey: string, options: CallOptions = {}) {
  return callApi(addToWatchlist, { body: { symbol }, idempotencyKey }, options);
}

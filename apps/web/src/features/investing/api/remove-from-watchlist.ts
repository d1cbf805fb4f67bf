import { removeFromWatchlist } from '@fernleaf/contract/call-addresses/remove-from-watchlist.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function removeSymbolFromWatchlist(symbol: string, options: CallOptions = {}) {
  return callApi(removeFromWatchlist, { params: { symbol } }, options);
}

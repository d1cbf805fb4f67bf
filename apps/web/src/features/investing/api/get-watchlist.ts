import { getWatchlist } from '@fernleaf/contract/call-addresses/get-watchlist.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketQueryKeys } from './investing-query-keys';
import { priceStaleMs } from './market-read-options';

/** The member's watchlist with prices (decision 045). */
export function watchlistQueryOptions() {
  return queryOptions({
    queryKey: marketQueryKeys.watchlist(),
    queryFn: ({ signal }) => callApi(getWatchlist, {}, { signal }),
    staleTime: priceStaleMs,
  });
}

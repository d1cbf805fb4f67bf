import { getMarketExplore } from '@fernleaf/contract/call-addresses/get-market-explore.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { explorePagesQueryKeys } from './investing-query-keys';
import { priceStaleMs } from './market-read-options';

/** Decision 041's explore page: movers and sectors at simulated prices. */
export function exploreQueryOptions() {
  return queryOptions({
    queryKey: explorePagesQueryKeys.explore(),
    queryFn: ({ signal }) => callApi(getMarketExplore, {}, { signal }),
    staleTime: priceStaleMs,
  });
}

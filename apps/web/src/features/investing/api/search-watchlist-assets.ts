import { searchWatchlistAssets } from '@fernleaf/contract/call-addresses/search-watchlist-assets.gen';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketQueryKeys } from './investing-query-keys';
import { priceStaleMs } from './market-read-options';

export function assetSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: marketQueryKeys.search(query),
    queryFn: ({ signal }) => callApi(searchWatchlistAssets, { query: { query } }, { signal }),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: priceStaleMs,
  });
}

import { getAssetPriceHistory } from '@fernleaf/contract/call-addresses/get-asset-price-history.gen';
import type { PriceRange } from '@fernleaf/contract/market';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketQueryKeys } from './investing-query-keys';
import { priceStaleMs, retryUnlessRefused } from './market-read-options';

export function priceHistoryQueryOptions(symbol: string, range: PriceRange) {
  return queryOptions({
    queryKey: marketQueryKeys.history(symbol, range),
    queryFn: ({ signal }) => callApi(getAssetPriceHistory, { params: { symbol }, query: { range } }, { signal }),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
    staleTime: priceStaleMs,
  });
}

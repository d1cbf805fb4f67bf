import { getAssetQuote } from '@fernleaf/contract/call-addresses/get-asset-quote.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketQueryKeys } from './investing-query-keys';
import { priceStaleMs, retryUnlessRefused } from './market-read-options';

export function assetQuoteQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: marketQueryKeys.quote(symbol),
    queryFn: ({ signal }) => callApi(getAssetQuote, { params: { symbol } }, { signal }),
    retry: retryUnlessRefused,
    staleTime: priceStaleMs,
  });
}

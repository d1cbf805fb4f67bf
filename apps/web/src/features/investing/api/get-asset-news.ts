import { getAssetNews } from '@fernleaf/contract/call-addresses/get-asset-news.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketQueryKeys } from './investing-query-keys';
import { retryUnlessRefused } from './market-read-options';

export function assetNewsQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: marketQueryKeys.assetNews(symbol),
    queryFn: ({ signal }) => callApi(getAssetNews, { params: { symbol }, query: { limit: 5 } }, { signal }),
    retry: retryUnlessRefused,
  });
}

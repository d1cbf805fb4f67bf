import { getLatestNews } from '@fernleaf/contract/call-addresses/get-latest-news.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketQueryKeys } from './investing-query-keys';

export function latestNewsQueryOptions() {
  return queryOptions({
    queryKey: marketQueryKeys.news(),
    queryFn: ({ signal }) => callApi(getLatestNews, { query: { limit: 20 } }, { signal }),
  });
}

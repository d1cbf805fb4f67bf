import { getTrendingNews } from '@fernleaf/contract/call-addresses/get-trending-news.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketQueryKeys } from './investing-query-keys';

/** Stories ranked by readers in the last day (decision 045). */
export function trendingNewsQueryOptions() {
  return queryOptions({
    queryKey: marketQueryKeys.trending(),
    queryFn: ({ signal }) => callApi(getTrendingNews, { query: { limit: 10 } }, { signal }),
  });
}

import { getSectorNews } from '@fernleaf/contract/call-addresses/get-sector-news.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { explorePagesQueryKeys } from './investing-query-keys';

export function sectorNewsQueryOptions(sector: string) {
  return queryOptions({
    queryKey: explorePagesQueryKeys.sectorNews(sector),
    queryFn: ({ signal }) => callApi(getSectorNews, { params: { sector }, query: { limit: 10 } }, { signal }),
  });
}

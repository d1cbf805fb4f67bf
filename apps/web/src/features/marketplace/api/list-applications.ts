import { listMarketplaceApplications } from '@fernleaf/contract/call-addresses/list-marketplace-applications.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketplaceQueryKeys } from './marketplace-query-keys';

/** The most applications the call answers at once; the page lists this many, newest first. */
export const listedApplicationsLimit = 20;

export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: [...marketplaceQueryKeys.applications(), { limit: listedApplicationsLimit }] as const,
    queryFn: ({ signal }) =>
      callApi(listMarketplaceApplications, { query: { limit: listedApplicationsLimit } }, { signal }),
  });
}

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}

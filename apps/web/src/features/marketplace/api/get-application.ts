import { getMarketplaceApplication } from '@fernleaf/contract/call-addresses/get-marketplace-application.gen';
import type { MarketplaceApplication } from '@fernleaf/contract/marketplace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { marketplaceQueryKeys } from './marketplace-query-keys';

export function fetchApplication(applicationId: string, options: CallOptions = {}): Promise<MarketplaceApplication> {
  return callApi(getMarketplaceApplication, { params: { applicationId } }, options);
}

export function applicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: marketplaceQueryKeys.application(applicationId),
    queryFn: ({ signal }) => fetchApplication(applicationId, { signal }),
  });
}

export function useApplication(applicationId: string) {
  return useQuery(applicationQueryOptions(applicationId));
}

import { getMarketplacePrefill } from '@fernleaf/contract/call-addresses/get-marketplace-prefill.gen';
import type { MarketplacePrefill } from '@fernleaf/contract/marketplace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { marketplaceQueryKeys } from './marketplace-query-keys';

/** What the member's records already hold: the steps they skip and the answers forms start from. */
export function fetchMarketplacePrefill(options: CallOptions = {}): Promise<MarketplacePrefill> {
  return callApi(getMarketplacePrefill, {}, options);
}

export function marketplacePrefillQueryOptions() {
  return queryOptions({
    queryKey: marketplaceQueryKeys.prefill(),
    queryFn: ({ signal }) => fetchMarketplacePrefill({ signal }),
  });
}

/** Asked only for a member; a visitor has no records. */
export function useMarketplacePrefill(signedIn: boolean) {
  return useQuery({ ...marketplacePrefillQueryOptions(), enabled: signedIn });
}

import { listMarketplaceApplications } from '@fernleaf/contract/call-addresses/list-marketplace-applications.gen';
import type { MarketplaceApplication } from '@fernleaf/contract/marketplace';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { marketplaceQueryKeys } from './marketplace-query-keys';

/** The member's newest application of a vertical, or null when they have none. */
export async function fetchLatestApplication(
  vertical: MarketplaceVertical,
  options: CallOptions = {},
): Promise<MarketplaceApplication | null> {
  const { applications } = await callApi(listMarketplaceApplications, { query: { vertical, limit: 1 } }, options);
  return applications[0] ?? null;
}

export function latestApplicationQueryOptions(vertical: MarketplaceVertical) {
  return queryOptions({
    queryKey: marketplaceQueryKeys.latestApplication(vertical),
    queryFn: ({ signal }) => fetchLatestApplication(vertical, { signal }),
  });
}

export function useLatestApplication(vertical: MarketplaceVertical) {
  return useQuery(latestApplicationQueryOptions(vertical));
}

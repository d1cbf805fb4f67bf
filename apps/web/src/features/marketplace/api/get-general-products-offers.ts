import { getGeneralProductsOffers } from '@fernleaf/contract/call-addresses/get-general-products-offers.gen';
import type { GeneralProductsOffers } from '@fernleaf/contract/marketplace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { marketplaceQueryKeys } from './marketplace-query-keys';

/** The products-and-offers page's offers for a visitor: general terms, nothing checked against them. */
export function fetchGeneralProductsOffers(options: CallOptions = {}): Promise<GeneralProductsOffers> {
  return callApi(getGeneralProductsOffers, { query: {} }, options);
}

export function generalProductsOffersQueryOptions() {
  return queryOptions({
    queryKey: marketplaceQueryKeys.generalProductsOffers(),
    queryFn: ({ signal }) => fetchGeneralProductsOffers({ signal }),
  });
}

/** `enabled` only once the page knows it is a visitor's (decision 081). */
export function useGeneralProductsOffers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...generalProductsOffersQueryOptions(), enabled });
}

import { getProductsOffers } from '@fernleaf/contract/call-addresses/get-products-offers.gen';
import type { ProductsOffers } from '@fernleaf/contract/marketplace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { marketplaceQueryKeys } from './marketplace-query-keys';

export function fetchProductsOffers(options: CallOptions = {}): Promise<ProductsOffers> {
  return callApi(getProductsOffers, {}, options);
}

export function productsOffersQueryOptions() {
  return queryOptions({
    queryKey: marketplaceQueryKeys.productsOffers(),
    queryFn: ({ signal }) => fetchProductsOffers({ signal }),
  });
}

/** `enabled` false while the member is not known yet (the page's first screen, decision 070). */
export function useProductsOffers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsOffersQueryOptions(), enabled });
}

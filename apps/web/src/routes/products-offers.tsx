import { createFileRoute } from '@tanstack/react-router';
import { productsOffersQueryOptions } from '../features/marketplace/api/get-products-offers';
import { ProductsOffersPage } from '../features/marketplace/components/products/products-offers-page';
import { landingMeta } from '../features/marketplace/lib/landing-meta';
import { memberData } from '../lib/route-data';

export const Route = createFileRoute('/products-offers')({
  staticData: {
    meta: {
      ...landingMeta('/products-offers'),
      owner: 'marketplace',
      requiresSignIn: true,
      // Its heading and the ways into the flows need no member: prerendered, with the offers to come.
      firstScreenBeforeSignIn: true,
    },
  },
  loader: memberData((data) => data.prefetch(productsOffersQueryOptions())),
  component: ProductsOffersPage,
});

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
      // A visitor sees the general offers; a member their own (decision 081). Its first
      // screen, heading, the ways into the flows and the offers' places, is prerendered (decision 070).
      requiresSignIn: false,
    },
  },
  // A member's offers load with the page's code; a visitor's once the page knows it is a visitor's
  // (the build's prerender runs this loader too, where no call can be made).
  loader: memberData((data) => data.prefetch(productsOffersQueryOptions())),
  component: ProductsOffersPage,
});

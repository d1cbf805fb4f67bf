import { createFileRoute } from '@tanstack/react-router';
import { ProductsOffersPage } from '../features/marketplace/components/products/products-offers-page';
import { landingMeta } from '../features/marketplace/lib/landing-meta';

export const Route = createFileRoute('/products-offers')({
  staticData: {
    meta: { ...landingMeta('/products-offers'), owner: 'marketplace', requiresSignIn: true },
  },
  component: ProductsOffersPage,
});

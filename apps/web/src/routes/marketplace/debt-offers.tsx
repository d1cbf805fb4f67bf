import { createFileRoute } from '@tanstack/react-router';
import { DebtOffersPage } from '../../features/marketplace/components/offers/debt-offers-page';
import { landingMeta } from '../../features/marketplace/lib/landing-meta';

export const Route = createFileRoute('/marketplace/debt-offers')({
  staticData: {
    meta: { ...landingMeta('/marketplace/debt-offers'), owner: 'marketplace', requiresSignIn: true },
  },
  component: DebtOffersPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { latestApplicationQueryOptions } from '../../features/marketplace/api/get-latest-application';
import { DebtOffersPage } from '../../features/marketplace/components/offers/debt-offers-page';
import { landingMeta } from '../../features/marketplace/lib/landing-meta';
import { memberData } from '../../lib/route-data';

export const Route = createFileRoute('/marketplace/debt-offers')({
  staticData: {
    meta: { ...landingMeta('/marketplace/debt-offers'), owner: 'marketplace', requiresSignIn: true },
  },
  loader: memberData((data) => data.prefetch(latestApplicationQueryOptions('debt-relief'))),
  component: DebtOffersPage,
});

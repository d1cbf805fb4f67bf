import { isMarketplaceVertical } from '@fernleaf/contract/marketplace-flows';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OffersResultPage } from '../../../features/marketplace/components/offers/offers-result-page';
import { landingMeta } from '../../../features/marketplace/lib/landing-meta';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/marketplace/$vertical/offers-result')({
  params: {
    parse: ({ vertical }) => {
      if (!isMarketplaceVertical(vertical)) throw notFound();
      return { vertical };
    },
  },
  validateSearch: (search) => ({ applicationId: optionalString(search.applicationId) }),
  loader: ({ location }) => ({ pageMeta: landingMeta(location.pathname) }),
  staticData: {
    meta: { ...landingMeta('/marketplace/personal-loan'), owner: 'marketplace', requiresSignIn: true },
  },
  component: function OffersResultRoute() {
    const { applicationId } = Route.useSearch();
    return <OffersResultPage applicationId={applicationId} />;
  },
});

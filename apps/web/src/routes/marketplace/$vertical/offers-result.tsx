import { isMarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { applicationQueryOptions } from '../../../features/marketplace/api/get-application';
import { OffersResultPage } from '../../../features/marketplace/components/offers/offers-result-page';
import { landingMeta } from '../../../features/marketplace/lib/landing-meta';
import { memberData } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/marketplace/$vertical/offers-result')({
  params: {
    parse: ({ vertical }) => {
      if (!isMarketplaceVertical(vertical)) throw notFound();
      return { vertical };
    },
  },
  validateSearch: (search) => ({ applicationId: optionalString(search.applicationId) }),
  loaderDeps: ({ search }) => ({ applicationId: search.applicationId }),
  loader: ({ location, context, deps }) => {
    // The application the address names loads with the page.
    const { applicationId } = deps;
    if (applicationId) memberData((data) => data.prefetch(applicationQueryOptions(applicationId)))({ context });
    return { pageMeta: landingMeta(location.pathname) };
  },
  staticData: {
    // The loader's title and description (the same the server writes for the path) replace these.
    meta: { title: 'Your offers', owner: 'marketplace', requiresSignIn: true },
  },
  component: function OffersResultRoute() {
    const { applicationId } = Route.useSearch();
    return <OffersResultPage applicationId={applicationId} />;
  },
});

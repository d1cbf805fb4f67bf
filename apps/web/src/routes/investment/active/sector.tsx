import { createFileRoute } from '@tanstack/react-router';
import { SectorPage } from '../../../features/investing/active/components/sector-page';
import { exploreQueryOptions } from '../../../features/investing/api/get-market-explore';
import { sectorNewsQueryOptions } from '../../../features/investing/api/get-sector-news';
import { type LoaderPageMeta, memberData } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/investment/active/sector')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  validateSearch: (search) => ({ sector: optionalString(search.sector) }),
  loaderDeps: ({ search }) => ({ sector: search.sector }),
  loader: ({ context, deps }): LoaderPageMeta => {
    memberData((data) => {
      data.prefetch(exploreQueryOptions());
      if (deps.sector) data.prefetch(sectorNewsQueryOptions(deps.sector));
    })({ context });
    return { pageMeta: { title: 'Sector', description: "A sector's stocks and funds, and its news." } };
  },
  component: function SectorRoute() {
    return <SectorPage sector={Route.useSearch().sector} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { exploreQueryOptions } from '../../../features/investing/active/api/active-queries';
import { ExplorePage } from '../../../features/investing/active/components/explore-page';
import { memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/active/explore')({
  staticData: {
    meta: {
      title: 'Explore the market',
      description: "The day's movers, sectors and themes.",
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: memberData((data) => data.prefetch(exploreQueryOptions())),
  component: ExplorePage,
});

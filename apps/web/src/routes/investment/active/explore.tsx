import { createFileRoute } from '@tanstack/react-router';
import { exploreQueryOptions } from '../../../features/investing/active/api/active-queries';
import { ExplorePage } from '../../../features/investing/active/components/explore-page';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/active/explore')({
  staticData: {
    meta: {
      title: 'Explore the market',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    "The day's movers, sectors and themes.",
    memberData((data) => data.prefetch(exploreQueryOptions())),
  ),
  component: ExplorePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ExplorePage } from '../../../features/investing/active/components/explore-page';
import { exploreQueryOptions } from '../../../features/investing/api/get-market-explore';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/active/explore')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Explore the market', description: "The day's movers, sectors and themes." },
    memberData((data) => data.prefetch(exploreQueryOptions())),
  ),
  component: ExplorePage,
});

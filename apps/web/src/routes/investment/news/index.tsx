import { createFileRoute } from '@tanstack/react-router';
import { latestNewsQueryOptions } from '../../../features/investing/market/api/market-queries';
import { LatestNewsPage } from '../../../features/investing/news/components/news-pages';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/news/')({
  staticData: {
    meta: {
      title: 'Market news',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'The latest simulated market stories.',
    memberData((data) => data.prefetch(latestNewsQueryOptions())),
  ),
  component: LatestNewsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { latestNewsQueryOptions } from '../../../features/investing/market/api/market-queries';
import { LatestNewsPage } from '../../../features/investing/news/components/news-pages';
import { memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/news/')({
  staticData: {
    meta: {
      title: 'Market news',
      description: 'The latest simulated market stories.',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: memberData((data) => data.prefetch(latestNewsQueryOptions())),
  component: LatestNewsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { latestNewsQueryOptions } from '../../../features/investing/api/get-latest-news';
import { LatestNewsPage } from '../../../features/investing/news/components/news-pages';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/news/')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Market news', description: 'The latest simulated market stories.' },
    memberData((data) => data.prefetch(latestNewsQueryOptions())),
  ),
  component: LatestNewsPage,
});

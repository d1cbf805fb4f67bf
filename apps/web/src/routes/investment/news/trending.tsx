import { createFileRoute } from '@tanstack/react-router';
import { trendingNewsQueryOptions } from '../../../features/investing/market/api/market-queries';
import { TrendingNewsPage } from '../../../features/investing/news/components/news-pages';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/news/trending')({
  staticData: {
    meta: {
      title: 'Trending news',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'The stories members read most in the last day.',
    memberData((data) => data.prefetch(trendingNewsQueryOptions())),
  ),
  component: TrendingNewsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { trendingNewsQueryOptions } from '../../../features/investing/api/get-trending-news';
import { TrendingNewsPage } from '../../../features/investing/news/components/news-pages';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/news/trending')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Trending news', description: 'The stories members read most in the last day.' },
    memberData((data) => data.prefetch(trendingNewsQueryOptions())),
  ),
  component: TrendingNewsPage,
});

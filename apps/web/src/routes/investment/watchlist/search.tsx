import { createFileRoute } from '@tanstack/react-router';
import { watchlistQueryOptions } from '../../../features/investing/market/api/market-queries';
import { WatchlistSearchPage } from '../../../features/investing/watchlist/components/watchlist-search-page';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/watchlist/search')({
  staticData: {
    meta: {
      title: 'Search stocks and funds',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Find a stock or fund by symbol or name.',
    memberData((data) => data.prefetch(watchlistQueryOptions())),
  ),
  component: WatchlistSearchPage,
});

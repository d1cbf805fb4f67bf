import { createFileRoute } from '@tanstack/react-router';
import { watchlistQueryOptions } from '../../../features/investing/market/api/market-queries';
import { WatchlistSearchPage } from '../../../features/investing/watchlist/components/watchlist-search-page';
import { memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/watchlist/search')({
  staticData: {
    meta: {
      title: 'Search stocks and funds',
      description: 'Find a stock or fund by symbol or name.',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: memberData((data) => data.prefetch(watchlistQueryOptions())),
  component: WatchlistSearchPage,
});

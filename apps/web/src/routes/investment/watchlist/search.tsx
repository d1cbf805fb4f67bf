import { createFileRoute } from '@tanstack/react-router';
import { watchlistQueryOptions } from '../../../features/investing/api/get-watchlist';
import { WatchlistSearchPage } from '../../../features/investing/watchlist/components/watchlist-search-page';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/watchlist/search')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Search stocks and funds', description: 'Find a stock or fund by symbol or name.' },
    memberData((data) => data.prefetch(watchlistQueryOptions())),
  ),
  component: WatchlistSearchPage,
});

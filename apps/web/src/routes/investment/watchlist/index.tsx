import { createFileRoute } from '@tanstack/react-router';
import { watchlistQueryOptions } from '../../../features/investing/api/get-watchlist';
import { WatchlistPage } from '../../../features/investing/watchlist/components/watchlist-page';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/watchlist/')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Watchlist', description: 'Stocks and funds you follow, at simulated prices.' },
    memberData((data) => data.prefetch(watchlistQueryOptions())),
  ),
  component: WatchlistPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { watchlistQueryOptions } from '../../../features/investing/market/api/market-queries';
import { WatchlistPage } from '../../../features/investing/watchlist/components/watchlist-page';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/watchlist/')({
  staticData: {
    meta: {
      title: 'Watchlist',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Stocks and funds you follow, at simulated prices.',
    memberData((data) => data.prefetch(watchlistQueryOptions())),
  ),
  component: WatchlistPage,
});

// The market reads the self-directed pages make (decision 041's explore and sector news) and the
// account's orders, as query options the routes' loaders prefetch and the pages read (decision 037).
// The account's positions and transactions are the same calls the managed pages read, by account id.
import { getMarketExplore } from '@fernleaf/contract/call-addresses/get-market-explore.gen';
import { getSectorNews } from '@fernleaf/contract/call-addresses/get-sector-news.gen';
import { listInvestmentOrders } from '@fernleaf/contract/call-addresses/list-investment-orders.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { managedQueryKeys } from '../../managed/api/managed-queries';

const marketKeys = {
  all: ['market'] as const,
  explore: () => [...marketKeys.all, 'explore'] as const,
  sectorNews: (sector: string) => [...marketKeys.all, 'sector-news', sector] as const,
};

/** Prices move every minute the market is open: a page read a minute later reads them again. */
const priceFreshness = 60_000;

export function exploreQueryOptions() {
  return queryOptions({
    queryKey: marketKeys.explore(),
    queryFn: ({ signal }) => callApi(getMarketExplore, {}, { signal }),
    staleTime: priceFreshness,
  });
}

export function sectorNewsQueryOptions(sector: string) {
  return queryOptions({
    queryKey: marketKeys.sectorNews(sector),
    queryFn: ({ signal }) => callApi(getSectorNews, { params: { sector }, query: { limit: 10 } }, { signal }),
  });
}

/** Under the account's key, so a transfer or an order placed elsewhere refreshes it with the balances. */
export function ordersQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: [...managedQueryKeys.account(accountId), 'orders'] as const,
    queryFn: ({ signal }) => callApi(listInvestmentOrders, { params: { accountId } }, { signal }),
  });
}

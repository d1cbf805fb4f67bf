import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { AssetTransactionsPage } from '../../../features/investing/asset/components/asset-transactions-page';
import { memberData, pageHead } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/investment/asset/transactions')({
  validateSearch: (search) => ({ symbol: optionalString(search.symbol)?.toUpperCase() }),
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Orders in a stock or fund', description: 'Your orders in one stock or fund.' },
    memberData((data) => data.prefetch(investmentAccountsQueryOptions())),
  ),
  component: function AssetTransactionsRoute() {
    return <AssetTransactionsPage symbol={Route.useSearch().symbol} />;
  },
});

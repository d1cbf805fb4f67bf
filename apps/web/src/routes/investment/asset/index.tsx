import { createFileRoute } from '@tanstack/react-router';
import { assetQuoteQueryOptions } from '../../../features/investing/api/get-asset-quote';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { AssetPage } from '../../../features/investing/asset/components/asset-page';
import { type LoaderPageMeta, memberData } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/investment/asset/')({
  validateSearch: (search) => ({ symbol: optionalString(search.symbol)?.toUpperCase() }),
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loaderDeps: ({ search }) => ({ symbol: search.symbol }),
  loader: (context): LoaderPageMeta => {
    memberData((data) => {
      const { symbol } = context.deps;
      data.prefetch(investmentAccountsQueryOptions());
      if (symbol) data.prefetch(assetQuoteQueryOptions(symbol));
    })(context);
    return {
      pageMeta: { title: 'Stock or fund', description: 'A stock or fund: price, chart, your position and news.' },
    };
  },
  component: function AssetRoute() {
    return <AssetPage symbol={Route.useSearch().symbol} />;
  },
});

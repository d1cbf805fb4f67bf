import { createFileRoute } from '@tanstack/react-router';
import { managedPortfolioQueryOptions } from '../../../features/investing/api/get-managed-portfolio';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { managedAccountOf } from '../../../features/investing/lib/plus-accounts';
import { ThemeDetailsPage } from '../../../features/investing/managed/components/theme-details-page';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/theme-details')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  validateSearch: (search: Record<string, unknown>) => ({
    symbol: typeof search.symbol === 'string' ? search.symbol : '',
  }),
  loader: pageHead(
    { title: 'Theme', description: 'One theme: its fund, what it holds, its risk, and adding or removing it.' },
    memberData((data) => {
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account) data.prefetch(managedPortfolioQueryOptions(account.accountId));
      });
    }),
  ),
  component: ThemeDetailsRoute,
});

function ThemeDetailsRoute() {
  return <ThemeDetailsPage symbol={Route.useSearch().symbol} />;
}

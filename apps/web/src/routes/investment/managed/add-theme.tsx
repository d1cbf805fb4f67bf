import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { managedPortfolioQueryOptions } from '../../../features/investing/managed/api/managed-portfolio-queries';
import { AddThemePage } from '../../../features/investing/managed/components/add-theme-page';
import { managedAccountOf } from '../../../features/investing/managed/lib/managed-account';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/add-theme')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Add a theme', description: 'Themes for your managed account: what each fund holds and its risk.' },
    memberData((data) => {
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account) data.prefetch(managedPortfolioQueryOptions(account.accountId));
      });
    }),
  ),
  component: AddThemePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { managedPortfolioQueryOptions } from '../../../features/investing/api/get-managed-portfolio';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { managedAccountOf } from '../../../features/investing/lib/plus-accounts';
import { AddThemePage } from '../../../features/investing/managed/components/add-theme-page';
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

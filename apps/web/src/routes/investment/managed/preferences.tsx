import { createFileRoute } from '@tanstack/react-router';
import { managedPortfolioQueryOptions } from '../../../features/investing/api/get-managed-portfolio';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { managedAccountOf } from '../../../features/investing/lib/plus-accounts';
import { PreferencesPage } from '../../../features/investing/managed/components/preferences-page';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/preferences')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    {
      title: 'Risk profile and themes',
      description: "Your managed account's risk profile, model and themes, and the questions again.",
    },
    memberData((data) => {
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account) data.prefetch(managedPortfolioQueryOptions(account.accountId));
      });
    }),
  ),
  component: PreferencesPage,
});

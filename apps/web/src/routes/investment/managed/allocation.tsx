import { createFileRoute } from '@tanstack/react-router';
import { managedPortfolioQueryOptions } from '../../../features/investing/api/get-managed-portfolio';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { managedAccountOf } from '../../../features/investing/lib/plus-accounts';
import { AllocationPage } from '../../../features/investing/managed/components/allocation-page';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/allocation')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    {
      title: 'Allocation',
      description: "Your managed account's targets against its actual weights, the drift and the next rebalance.",
    },
    memberData((data) => {
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account) data.prefetch(managedPortfolioQueryOptions(account.accountId));
      });
    }),
  ),
  component: AllocationPage,
});

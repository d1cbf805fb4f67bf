import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { managedPortfolioQueryOptions } from '../../../features/investing/managed/api/managed-portfolio-queries';
import { AllocationPage } from '../../../features/investing/managed/components/allocation-page';
import { managedAccountOf } from '../../../features/investing/managed/lib/managed-account';
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

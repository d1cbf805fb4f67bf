import { createFileRoute } from '@tanstack/react-router';
import { checkingAccountInfoQueryOptions } from '../../../features/checking/api/get-checking-account-info';
import { positionsQueryOptions } from '../../../features/investing/api/get-investment-positions';
import { managedPortfolioQueryOptions } from '../../../features/investing/api/get-managed-portfolio';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { managedAccountOf } from '../../../features/investing/lib/plus-accounts';
import { ManagedAccountPage } from '../../../features/investing/managed/components/managed-account-page';
import { memberData, pageHead } from '../../../lib/route-data';
import { useCheckingForTransfers } from '../-shared/use-checking-for-transfers';

export const Route = createFileRoute('/investment/managed/')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    {
      title: 'Managed investing',
      description: 'Your managed account: its value at simulated prices, cash, holdings and money in and out.',
    },
    memberData((data) => {
      data.prefetch(checkingAccountInfoQueryOptions());
      // The holdings need the account's id, known once the accounts answer.
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account)
          data.prefetch(positionsQueryOptions(account.accountId), managedPortfolioQueryOptions(account.accountId));
      });
    }),
  ),
  component: ManagedAccountRoute,
});

/** The route composes the two features: checking's balance is where money comes from and returns to. */
function ManagedAccountRoute() {
  return <ManagedAccountPage checking={useCheckingForTransfers()} />;
}

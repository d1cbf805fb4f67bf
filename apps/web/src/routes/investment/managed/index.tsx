import { createFileRoute } from '@tanstack/react-router';
import { checkingAccountInfoQueryOptions } from '../../../features/checking/api/get-checking-account-info';
import { riskScoreQueryOptions } from '../../../features/investing/api/use-risk-score';
import {
  plusAccountsQueryOptions,
  positionsQueryOptions,
} from '../../../features/investing/managed/api/managed-queries';
import { ManagedAccountPage } from '../../../features/investing/managed/components/managed-account-page';
import { managedAccountOf } from '../../../features/investing/managed/lib/managed-account';
import { describedPage, memberData } from '../../../lib/route-data';
import { useCheckingForTransfers } from '../-shared/use-checking-for-transfers';

export const Route = createFileRoute('/investment/managed/')({
  staticData: {
    meta: {
      title: 'Managed investing',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Your managed account: its value at simulated prices, cash, holdings and money in and out.',
    memberData((data) => {
      data.prefetch(checkingAccountInfoQueryOptions(), riskScoreQueryOptions());
      // The holdings need the account's id, known once the accounts answer.
      data.after(plusAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account) data.prefetch(positionsQueryOptions(account.accountId));
      });
    }),
  ),
  component: ManagedAccountRoute,
});

/** The route composes the two features: checking's balance is where money comes from and returns to. */
function ManagedAccountRoute() {
  return <ManagedAccountPage checking={useCheckingForTransfers()} />;
}

import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { linkedBanksQueryOptions } from '../../../features/bank-linking/api/linked-banks';
import { checkingAccountInfoQueryOptions } from '../../../features/checking/api/get-checking-account-info';
import { bankSourcesOf } from '../../../features/investing/account-setup/lib/deposit-sources';
import { riskScoreQueryOptions } from '../../../features/investing/api/use-risk-score';
import {
  plusAccountsQueryOptions,
  positionsQueryOptions,
} from '../../../features/investing/managed/api/managed-queries';
import {
  type CheckingForTransfers,
  ManagedAccountPage,
} from '../../../features/investing/managed/components/managed-account-page';
import { managedAccountOf } from '../../../features/investing/managed/lib/managed-account';
import { memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/')({
  staticData: {
    meta: {
      title: 'Managed investing',
      description: 'Your managed account: its value at simulated prices, cash, holdings and money in and out.',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: memberData((data) => {
    data.prefetch(checkingAccountInfoQueryOptions(), riskScoreQueryOptions(), linkedBanksQueryOptions());
    // The holdings need the account's id, known once the accounts answer.
    data.after(plusAccountsQueryOptions(), (accounts) => {
      const account = managedAccountOf(accounts);
      if (account) data.prefetch(positionsQueryOptions(account.accountId));
    });
  }),
  component: ManagedAccountRoute,
});

/**
 * The route composes the features: checking's balance is where money comes from and returns to, and
 * linked banks may add money too.
 */
function ManagedAccountRoute() {
  const checking = useQuery(checkingAccountInfoQueryOptions());
  const banks = useQuery(linkedBanksQueryOptions());
  let forTransfers: CheckingForTransfers;
  if (checking.isPending) forTransfers = 'loading';
  else if (checking.isError) forTransfers = 'unknown';
  else forTransfers = checking.data && { availableCents: checking.data.availableBalance };
  return <ManagedAccountPage checking={forTransfers} banks={bankSourcesOf(banks.data?.banks ?? [])} />;
}

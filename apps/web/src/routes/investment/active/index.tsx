import { createFileRoute } from '@tanstack/react-router';
import { checkingAccountInfoQueryOptions } from '../../../features/checking/api/get-checking-account-info';
import { ActiveAccountPage } from '../../../features/investing/active/components/active-account-page';
import { selfDirectedAccountOf } from '../../../features/investing/active/lib/self-directed-account';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { positionsQueryOptions } from '../../../features/investing/managed/api/managed-queries';
import { memberData, pageHead } from '../../../lib/route-data';
import { useCheckingForTransfers } from '../-shared/use-checking-for-transfers';

export const Route = createFileRoute('/investment/active/')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Self-directed investing', description: 'Your self-directed account: value, cash and holdings.' },
    memberData((data) => {
      data.prefetch(checkingAccountInfoQueryOptions());
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = selfDirectedAccountOf(accounts);
        if (account) data.prefetch(positionsQueryOptions(account.accountId));
      });
    }),
  ),
  component: () => <ActiveAccountPage checking={useCheckingForTransfers()} />,
});

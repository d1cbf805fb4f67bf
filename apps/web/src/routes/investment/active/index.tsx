import { createFileRoute } from '@tanstack/react-router';
import { checkingAccountInfoQueryOptions } from '../../../features/checking/api/get-checking-account-info';
import { ActiveAccountPage } from '../../../features/investing/active/components/active-account-page';
import { positionsQueryOptions } from '../../../features/investing/api/get-investment-positions';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { selfDirectedAccountOf } from '../../../features/investing/lib/plus-accounts';
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

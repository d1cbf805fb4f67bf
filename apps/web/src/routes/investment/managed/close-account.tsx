import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { closingPreviewQueryOptions } from '../../../features/investing/api/preview-account-closing';
import { CloseAccountPage } from '../../../features/investing/close-account/components/close-account-page';
import { accountOfKind } from '../../../features/investing/close-account/lib/closing-words';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/close-account')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Close managed account', description: 'What closing your managed account sells and returns.' },
    memberData((data) => {
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = accountOfKind(accounts, 'MANAGED');
        if (account?.accountStatus === 'OPEN') data.prefetch(closingPreviewQueryOptions(account.accountId));
      });
    }),
  ),
  component: () => <CloseAccountPage kind="MANAGED" />,
});

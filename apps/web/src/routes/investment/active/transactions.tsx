import { createFileRoute } from '@tanstack/react-router';
import { ordersQueryOptions } from '../../../features/investing/active/api/active-queries';
import { ActiveTransactionsPage } from '../../../features/investing/active/components/active-transactions-page';
import { selfDirectedAccountOf } from '../../../features/investing/active/lib/self-directed-account';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { transactionsPageQueryOptions } from '../../../features/investing/managed/api/managed-queries';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/active/transactions')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    {
      title: 'Self-directed investing transactions',
      description: "Your self-directed account's orders and transfers.",
    },
    memberData((data) => {
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = selfDirectedAccountOf(accounts);
        if (account) {
          data.prefetch(transactionsPageQueryOptions(account.accountId, 0), ordersQueryOptions(account.accountId));
        }
      });
    }),
  ),
  component: ActiveTransactionsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ordersQueryOptions } from '../../../features/investing/active/api/active-queries';
import { ActiveTransactionsPage } from '../../../features/investing/active/components/active-transactions-page';
import { selfDirectedAccountOf } from '../../../features/investing/active/lib/self-directed-account';
import {
  plusAccountsQueryOptions,
  transactionsPageQueryOptions,
} from '../../../features/investing/managed/api/managed-queries';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/active/transactions')({
  staticData: {
    meta: {
      title: 'Self-directed investing transactions',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    "Your self-directed account's orders and transfers.",
    memberData((data) => {
      data.after(plusAccountsQueryOptions(), (accounts) => {
        const account = selfDirectedAccountOf(accounts);
        if (account) {
          data.prefetch(transactionsPageQueryOptions(account.accountId, 0), ordersQueryOptions(account.accountId));
        }
      });
    }),
  ),
  component: ActiveTransactionsPage,
});

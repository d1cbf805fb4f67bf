import { createFileRoute } from '@tanstack/react-router';
import {
  plusAccountsQueryOptions,
  transactionsPageQueryOptions,
} from '../../../features/investing/managed/api/managed-queries';
import { ManagedTransactionsPage } from '../../../features/investing/managed/components/managed-transactions-page';
import { managedAccountOf } from '../../../features/investing/managed/lib/managed-account';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/transactions')({
  staticData: {
    meta: {
      title: 'Managed investing transactions',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    "Your managed account's transfers and orders, newest first.",
    memberData((data) => {
      data.after(plusAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account) data.prefetch(transactionsPageQueryOptions(account.accountId, 0));
      });
    }),
  ),
  component: ManagedTransactionsPage,
});

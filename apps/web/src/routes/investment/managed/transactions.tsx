import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { transactionsPageQueryOptions } from '../../../features/investing/api/list-investment-transactions';
import { AccountTransactionsPage } from '../../../features/investing/components/account-transactions-page';
import { managedAccountOf } from '../../../features/investing/lib/plus-accounts';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/transactions')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    {
      title: 'Managed investing transactions',
      description: "Your managed account's transfers and orders, newest first.",
    },
    memberData((data) => {
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account) data.prefetch(transactionsPageQueryOptions(account.accountId, 0));
      });
    }),
  ),
  component: function ManagedTransactionsPage() {
    return <AccountTransactionsPage kind="MANAGED" />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { ordersQueryOptions } from '../../../features/investing/api/list-investment-orders';
import { transactionsPageQueryOptions } from '../../../features/investing/api/list-investment-transactions';
import { AccountTransactionsPage } from '../../../features/investing/components/account-transactions-page';
import { selfDirectedAccountOf } from '../../../features/investing/lib/plus-accounts';
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
  component: function ActiveTransactionsPage() {
    return <AccountTransactionsPage kind="SELF_DIRECTED" />;
  },
});

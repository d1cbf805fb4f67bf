import { createFileRoute } from '@tanstack/react-router';
import { linkedBanksQueryOptions } from '../features/bank-linking/api/linked-banks';
import { cashAdvanceInfoQueryOptions } from '../features/cash-advance/api/get-cash-advance-info';
import { bankingTransactionsQueryOptions } from '../features/checking/api/get-banking-transactions';
import { checkingAccountInfoQueryOptions } from '../features/checking/api/get-checking-account-info';
import { investmentAccountsQueryOptions } from '../features/investing/api/list-investment-accounts';
import { memberData, pageHead } from '../lib/route-data';
import { HomeDashboard, loadHomeDashboardView } from './-home/home-dashboard';

export const Route = createFileRoute('/home')({
  staticData: {
    meta: { owner: 'web-core', requiresSignIn: true },
  },
  loader: pageHead(
    { title: 'Home', description: 'Your money at a glance.' },
    memberData((data) => {
      // The dashboard's cards come beside the answers they show, not in the first download.
      void loadHomeDashboardView();
      data.prefetch(cashAdvanceInfoQueryOptions(), linkedBanksQueryOptions(), investmentAccountsQueryOptions());
      // The latest transactions exist only with an account.
      data.after(checkingAccountInfoQueryOptions(), (info) => {
        if (info) data.prefetch(bankingTransactionsQueryOptions());
      });
    }),
  ),
  component: HomeDashboard,
});

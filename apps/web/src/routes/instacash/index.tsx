import { createFileRoute } from '@tanstack/react-router';
import { cashAdvanceInfoQueryOptions } from '../../features/cash-advance/api/get-cash-advance-info';
import { cashAdvanceTimeZoneQueryOptions } from '../../features/cash-advance/api/get-cash-advance-time-zone';
import { outstandingCashAdvancesQueryOptions } from '../../features/cash-advance/api/get-outstanding-cash-advances';
import { recentCashAdvancesQueryOptions } from '../../features/cash-advance/api/get-recent-cash-advances';
import { CashAdvanceHome } from '../../features/cash-advance/components/home/cash-advance-home';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/instacash/')({
  staticData: {
    meta: {
      title: 'Cash Advance',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'What you can take, what you owe and when it is repaid.',
    memberData((data) => {
      // What is owed, its schedule and the history show only with an account, open or turned off.
      data.after(cashAdvanceInfoQueryOptions(), (info) => {
        if (info?.accountStatus === 'ACTIVE' || info?.accountStatus === 'CANCELLED') {
          data.prefetch(
            outstandingCashAdvancesQueryOptions(),
            cashAdvanceTimeZoneQueryOptions(),
            recentCashAdvancesQueryOptions(),
          );
        }
      });
    }),
  ),
  component: CashAdvanceHome,
});

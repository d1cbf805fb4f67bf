import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { cashAdvanceInfoQueryOptions } from '../../features/cash-advance/api/get-cash-advance-info';
import { repaymentFundOptionsQueryOptions } from '../../features/cash-advance/api/get-repayment-fund-options';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { RepaymentConfirmation } from '../../features/cash-advance/components/repayment/repayment-confirmation';
import { optionalCents } from '../../features/cash-advance/lib/search-cents';
import { memberData, pageHead } from '../../lib/route-data';
import { optionalString } from '../../lib/search-params';

export const Route = createFileRoute('/instacash/repayment-confirmation')({
  validateSearch: (search) => ({
    amount: optionalCents(search.amount),
    fundOptionId: optionalString(search.fundOptionId),
  }),
  staticData: {
    meta: {
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Confirm your repayment', description: 'Check the amount and where it comes from before you repay.' },
    memberData((data) => data.prefetch(cashAdvanceInfoQueryOptions(), repaymentFundOptionsQueryOptions())),
  ),
  component: function RepaymentConfirmationRoute() {
    const { amount, fundOptionId } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <PageFrame title="Confirm your repayment" back={{ to: '/instacash/repayment', label: 'Repay now' }}>
        <RepaymentConfirmation
          amount={amount}
          fundOptionId={fundOptionId}
          onRepaid={(done) =>
            void navigate({
              to: '/instacash/repayment-success',
              search: { repaymentId: done.repaymentId },
              replace: true,
            })
          }
        />
      </PageFrame>
    );
  },
});

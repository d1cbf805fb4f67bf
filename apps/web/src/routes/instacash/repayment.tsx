import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { cashAdvanceInfoQueryOptions } from '../../features/cash-advance/api/get-cash-advance-info';
import { repaymentFundOptionsQueryOptions } from '../../features/cash-advance/api/get-repayment-fund-options';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { RepaymentForm } from '../../features/cash-advance/components/repayment/repayment-form';
import { optionalCents } from '../../features/cash-advance/lib/search-cents';
import { describedPage, memberData } from '../../lib/route-data';
import { optionalString } from '../../lib/search-params';

export const Route = createFileRoute('/instacash/repayment')({
  // Coming back with "Change" keeps what was chosen.
  validateSearch: (search) => ({
    amount: optionalCents(search.amount),
    fundOptionId: optionalString(search.fundOptionId),
  }),
  staticData: {
    meta: {
      title: 'Repay now',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Repay all or part of what you owe, now.',
    memberData((data) => data.prefetch(cashAdvanceInfoQueryOptions(), repaymentFundOptionsQueryOptions())),
  ),
  component: function RepaymentRoute() {
    const initial = Route.useSearch();
    const navigate = useNavigate();
    return (
      <PageFrame title="Repay now" back={{ to: '/instacash', label: 'Cash Advance' }}>
        <RepaymentForm
          initial={initial}
          onContinue={(choice) => void navigate({ to: '/instacash/repayment-confirmation', search: choice })}
        />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { RepaymentSuccess } from '../../features/cash-advance/components/repayment/repayment-success';
import { pageHead } from '../../lib/route-data';
import { optionalString } from '../../lib/search-params';

export const Route = createFileRoute('/instacash/repayment-success')({
  // Only the repayment's id: what was repaid and what is owed are read from the server.
  validateSearch: (search) => ({ repaymentId: optionalString(search.repaymentId) }),
  staticData: {
    meta: {
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Repayment sent', description: 'What you repaid and what is still owed.' }),
  component: function RepaymentSuccessRoute() {
    const { repaymentId } = Route.useSearch();
    return (
      <PageFrame title="Thanks for repaying">
        <RepaymentSuccess repaymentId={repaymentId} />
      </PageFrame>
    );
  },
});

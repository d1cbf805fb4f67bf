import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { RepaymentSuccess } from '../../features/cash-advance/components/repayment/repayment-success';
import { optionalWholeCents } from '../../features/cash-advance/lib/search-cents';
import { describedPage } from '../../lib/route-data';
import { optionalString } from '../../lib/search-params';

export const Route = createFileRoute('/instacash/repayment-success')({
  validateSearch: (search) => ({
    amount: optionalWholeCents(search.amount),
    remaining: optionalWholeCents(search.remaining),
    source: optionalString(search.source),
    pending: optionalString(search.pending),
  }),
  staticData: {
    meta: {
      title: 'Repayment sent',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage('What you repaid and what is still owed.'),
  component: function RepaymentSuccessRoute() {
    const { amount, remaining, source, pending } = Route.useSearch();
    return (
      <PageFrame title="Thanks for repaying">
        <RepaymentSuccess amount={amount} remaining={remaining} sourceLabel={source} pending={pending === 'true'} />
      </PageFrame>
    );
  },
});

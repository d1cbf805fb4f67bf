import { createFileRoute } from '@tanstack/react-router';
import { PayFrequencyStep } from '../../../features/pay-schedule/components/pay-frequency-step';
import { pageHead } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/$addFlow/payment-schedule/pay-frequency')({
  // The page the flow came from, where Continue leads once the schedule is saved.
  validateSearch: (search) => ({ returnTo: optionalString(search.returnTo) }),
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'How often do you get paid?',
    description: 'Your pay frequency, so repayments fall on your paydays.',
  }),
  component: function PayFrequencyRoute() {
    const { addFlow } = Route.useParams();
    const { returnTo } = Route.useSearch();
    return <PayFrequencyStep flow={addFlow} returnTo={returnTo} />;
  },
});

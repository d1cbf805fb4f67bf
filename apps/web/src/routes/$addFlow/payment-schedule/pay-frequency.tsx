import { createFileRoute } from '@tanstack/react-router';
import { PayFrequencyStep } from '../../../features/pay-schedule/components/pay-frequency-step';
import { describedPage } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/$addFlow/payment-schedule/pay-frequency')({
  // The page the flow came from, where Continue leads once the schedule is saved.
  validateSearch: (search) => ({ returnTo: optionalString(search.returnTo) }),
  staticData: {
    meta: {
      title: 'How often do you get paid?',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Your pay frequency, so repayments fall on your paydays.'),
  component: function PayFrequencyRoute() {
    const { addFlow } = Route.useParams();
    const { returnTo } = Route.useSearch();
    return <PayFrequencyStep flow={addFlow} returnTo={returnTo} />;
  },
});

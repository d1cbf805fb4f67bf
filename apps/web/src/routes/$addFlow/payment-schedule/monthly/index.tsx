import { createFileRoute } from '@tanstack/react-router';
import { MonthlyStep } from '../../../../features/pay-schedule/components/monthly-step';
import { describedPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/monthly/')({
  staticData: {
    meta: {
      title: 'How is your monthly payday set?',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('A weekday of the month, or a date.'),
  component: function MonthlyRoute() {
    const { addFlow } = Route.useParams();
    return <MonthlyStep flow={addFlow} />;
  },
});

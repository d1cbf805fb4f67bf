import { createFileRoute } from '@tanstack/react-router';
import { MonthlyStep } from '../../../../features/pay-schedule/components/monthly-step';
import { pageHead } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/monthly/')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'How is your monthly payday set?', description: 'A weekday of the month, or a date.' }),
  component: function MonthlyRoute() {
    const { addFlow } = Route.useParams();
    return <MonthlyStep flow={addFlow} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { MonthlyStep } from '../../../../features/pay-schedule/components/monthly-step';

export const Route = createFileRoute('/$addFlow/payment-schedule/monthly/')({
  staticData: {
    meta: {
      title: 'How is your monthly payday set?',
      description: 'A weekday of the month, or a date.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: function MonthlyRoute() {
    const { addFlow } = Route.useParams();
    return <MonthlyStep flow={addFlow} />;
  },
});

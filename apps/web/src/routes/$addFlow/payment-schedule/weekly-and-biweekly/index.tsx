import { createFileRoute } from '@tanstack/react-router';
import { PaydayWeekdayStep } from '../../../../features/pay-schedule/components/payday-weekday-step';

export const Route = createFileRoute('/$addFlow/payment-schedule/weekly-and-biweekly/')({
  staticData: {
    meta: {
      title: 'Which day do you get paid?',
      description: 'The weekday of your weekly or biweekly paycheck.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: function PaydayWeekdayRoute() {
    const { addFlow } = Route.useParams();
    return <PaydayWeekdayStep flow={addFlow} />;
  },
});

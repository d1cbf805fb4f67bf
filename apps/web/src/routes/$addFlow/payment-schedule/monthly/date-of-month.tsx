import { createFileRoute } from '@tanstack/react-router';
import { DateOfMonthStep } from '../../../../features/pay-schedule/components/date-of-month-step';

export const Route = createFileRoute('/$addFlow/payment-schedule/monthly/date-of-month')({
  staticData: {
    meta: {
      title: 'Which date do you get paid?',
      description: 'The day of the month of your monthly paycheck.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: function DateOfMonthRoute() {
    const { addFlow } = Route.useParams();
    return <DateOfMonthStep flow={addFlow} />;
  },
});

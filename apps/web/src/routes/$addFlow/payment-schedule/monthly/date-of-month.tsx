import { createFileRoute } from '@tanstack/react-router';
import { DateOfMonthStep } from '../../../../features/pay-schedule/components/date-of-month-step';
import { describedPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/monthly/date-of-month')({
  staticData: {
    meta: {
      title: 'Which date do you get paid?',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The day of the month of your monthly paycheck.'),
  component: function DateOfMonthRoute() {
    const { addFlow } = Route.useParams();
    return <DateOfMonthStep flow={addFlow} />;
  },
});

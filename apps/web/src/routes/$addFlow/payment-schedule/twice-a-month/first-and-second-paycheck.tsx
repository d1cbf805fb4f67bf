import { createFileRoute } from '@tanstack/react-router';
import { PaycheckDaysStep } from '../../../../features/pay-schedule/components/paycheck-days-step';
import { describedPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/twice-a-month/first-and-second-paycheck')({
  staticData: {
    meta: {
      title: 'Which two days do you get paid?',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The days of the month of your first and second paychecks.'),
  component: function PaycheckDaysRoute() {
    const { addFlow } = Route.useParams();
    return <PaycheckDaysStep flow={addFlow} />;
  },
});

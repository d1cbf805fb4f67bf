import { createFileRoute } from '@tanstack/react-router';
import { FirstPaycheckStep } from '../../../../features/pay-schedule/components/first-paycheck-step';
import { describedPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/twice-a-month/first-paycheck')({
  staticData: {
    meta: {
      title: 'Which days of the month do you get paid?',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The 15th and the last day of the month, or other days.'),
  component: function FirstPaycheckRoute() {
    const { addFlow } = Route.useParams();
    return <FirstPaycheckStep flow={addFlow} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { FirstPaycheckStep } from '../../../../features/pay-schedule/components/first-paycheck-step';
import { pageHead } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/twice-a-month/first-paycheck')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Which days of the month do you get paid?',
    description: 'The 15th and the last day of the month, or other days.',
  }),
  component: function FirstPaycheckRoute() {
    const { addFlow } = Route.useParams();
    return <FirstPaycheckStep flow={addFlow} />;
  },
});

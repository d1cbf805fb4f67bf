import { createFileRoute } from '@tanstack/react-router';
import { LastPaidStep } from '../../../../features/pay-schedule/components/last-paid-step';
import { pageHead } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/weekly-and-biweekly/last-paid')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'When were you last paid?',
    description: 'The date of your last paycheck, which sets the rhythm of your paydays.',
  }),
  component: function LastPaidRoute() {
    const { addFlow } = Route.useParams();
    return <LastPaidStep flow={addFlow} />;
  },
});

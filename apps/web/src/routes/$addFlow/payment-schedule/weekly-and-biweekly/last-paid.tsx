import { createFileRoute } from '@tanstack/react-router';
import { LastPaidStep } from '../../../../features/pay-schedule/components/last-paid-step';
import { describedPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/weekly-and-biweekly/last-paid')({
  staticData: {
    meta: {
      title: 'When were you last paid?',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The date of your last paycheck, which sets the rhythm of your paydays.'),
  component: function LastPaidRoute() {
    const { addFlow } = Route.useParams();
    return <LastPaidStep flow={addFlow} />;
  },
});

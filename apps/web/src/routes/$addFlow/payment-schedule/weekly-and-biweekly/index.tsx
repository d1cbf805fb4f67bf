import { createFileRoute } from '@tanstack/react-router';
import { PaydayWeekdayStep } from '../../../../features/pay-schedule/components/payday-weekday-step';
import { describedPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/weekly-and-biweekly/')({
  staticData: {
    meta: {
      title: 'Which day do you get paid?',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The weekday of your weekly or biweekly paycheck.'),
  component: function PaydayWeekdayRoute() {
    const { addFlow } = Route.useParams();
    return <PaydayWeekdayStep flow={addFlow} />;
  },
});

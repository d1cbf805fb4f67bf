import { createFileRoute } from '@tanstack/react-router';
import { DayOfWeekStep } from '../../../../features/pay-schedule/components/day-of-week-step';
import { describedPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/$addFlow/payment-schedule/monthly/day-of-week')({
  staticData: {
    meta: {
      title: 'Which day of the month do you get paid?',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The week of the month and the weekday of your monthly paycheck.'),
  component: function DayOfWeekRoute() {
    const { addFlow } = Route.useParams();
    return <DayOfWeekStep flow={addFlow} />;
  },
});

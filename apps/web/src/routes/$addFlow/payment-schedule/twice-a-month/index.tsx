import { createFileRoute, redirect } from '@tanstack/react-router';

// Twice-a-month schedules start with their first paycheck day; the section's own address leads there.
export const Route = createFileRoute('/$addFlow/payment-schedule/twice-a-month/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$addFlow/payment-schedule/twice-a-month/first-paycheck', params, replace: true });
  },
});

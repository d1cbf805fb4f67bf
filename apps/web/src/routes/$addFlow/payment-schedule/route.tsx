import { createFileRoute, notFound } from '@tanstack/react-router';
import { type AddFlow, isAddFlow } from '../../../features/pay-schedule/lib/add-flows';

// Only the products that collect repayments on payday have these steps; any other first segment,
// such as /add-savings/payment-schedule/..., is a page that does not exist.
export const Route = createFileRoute('/$addFlow/payment-schedule')({
  params: {
    parse: ({ addFlow }): { addFlow: AddFlow } => {
      if (!isAddFlow(addFlow)) throw notFound();
      return { addFlow };
    },
    stringify: ({ addFlow }) => ({ addFlow }),
  },
  staticData: {
    meta: {
      title: 'Your pay schedule',
      description: 'Tell us when you get paid, so repayments fall on your paydays.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
});

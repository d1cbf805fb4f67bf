import { createFileRoute } from '@tanstack/react-router';
import { CashAdvanceHome } from '../../features/cash-advance/components/home/cash-advance-home';

export const Route = createFileRoute('/instacash/')({
  staticData: {
    meta: {
      title: 'Cash Advance',
      description: 'What you can take, what you owe and when it is repaid.',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  component: CashAdvanceHome,
});

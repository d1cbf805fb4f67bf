import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashRepaymentMethodStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/add-card')({
  staticData: {
    meta: {
      title: 'How you repay',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Choose how your cash advances are repaid, or add a debit card.'),
  component: InstacashRepaymentMethodStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { InstacashRepaymentMethodStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/add-card')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'How you repay',
    description: 'Choose how your cash advances are repaid, or add a debit card.',
  }),
  component: InstacashRepaymentMethodStepPage,
});

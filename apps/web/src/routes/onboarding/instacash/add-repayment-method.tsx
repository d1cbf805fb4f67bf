import { createFileRoute } from '@tanstack/react-router';
import { InstacashRepaymentMethodStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/add-repayment-method')({
  staticData: {
    meta: {
      title: 'How you repay',
      description: 'Choose how your cash advances are repaid.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashRepaymentMethodStepPage,
});

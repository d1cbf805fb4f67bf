import { createFileRoute } from '@tanstack/react-router';
import { ActivePaymentMethodStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/payment-method')({
  staticData: {
    meta: {
      title: 'Add money',
      description: 'Add money to your self-directed account from checking.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ActivePaymentMethodStepPage,
});

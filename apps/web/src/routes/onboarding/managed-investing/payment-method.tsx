import { createFileRoute } from '@tanstack/react-router';
import { ManagedPaymentMethodStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/payment-method')({
  staticData: {
    meta: {
      title: 'Add money',
      description: 'Add money to your managed account from checking.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ManagedPaymentMethodStepPage,
});

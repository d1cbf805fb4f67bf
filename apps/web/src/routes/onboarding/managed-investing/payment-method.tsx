import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ManagedPaymentMethodStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/payment-method')({
  staticData: {
    meta: {
      title: 'Add money',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Add money to your managed account from checking.'),
  component: ManagedPaymentMethodStepPage,
});

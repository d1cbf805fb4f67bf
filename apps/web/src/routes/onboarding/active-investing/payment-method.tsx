import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ActivePaymentMethodStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/payment-method')({
  staticData: {
    meta: {
      title: 'Add money',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Add money to your self-directed account from checking.'),
  component: ActivePaymentMethodStepPage,
});

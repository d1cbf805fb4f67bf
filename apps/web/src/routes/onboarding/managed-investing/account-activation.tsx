import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ManagedInvestingActivationStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/account-activation')({
  staticData: {
    meta: {
      title: 'Open your managed account',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The documents to accept before your managed account opens.'),
  component: ManagedInvestingActivationStepPage,
});

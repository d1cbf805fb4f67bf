import { createFileRoute } from '@tanstack/react-router';
import { ManagedInvestingActivationStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/account-activation')({
  staticData: {
    meta: {
      title: 'Open your managed account',
      description: 'The documents to accept before your managed account opens.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ManagedInvestingActivationStepPage,
});

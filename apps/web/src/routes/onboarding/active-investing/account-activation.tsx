import { createFileRoute } from '@tanstack/react-router';
import { ActiveInvestingActivationStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/account-activation')({
  staticData: {
    meta: {
      title: 'Open your self-directed account',
      description: 'The documents to accept before your account opens.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ActiveInvestingActivationStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { ActiveInvestingActivationStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/account-activation')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Open your self-directed account',
    description: 'The documents to accept before your account opens.',
  }),
  component: ActiveInvestingActivationStepPage,
});

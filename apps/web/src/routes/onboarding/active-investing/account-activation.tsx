import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ActiveInvestingActivationStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/account-activation')({
  staticData: {
    meta: {
      title: 'Open your self-directed account',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The documents to accept before your account opens.'),
  component: ActiveInvestingActivationStepPage,
});

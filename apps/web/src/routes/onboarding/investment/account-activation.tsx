import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ManagedAccountActivationStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/account-activation')({
  staticData: {
    meta: {
      title: 'Open your managed account',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Your risk score, and the documents to read and accept before the account opens.'),
  component: ManagedAccountActivationStepPage,
});

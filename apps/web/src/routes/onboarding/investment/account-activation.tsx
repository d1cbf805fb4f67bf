import { createFileRoute } from '@tanstack/react-router';
import { ManagedAccountActivationStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/account-activation')({
  staticData: {
    meta: {
      title: 'Open your managed account',
      description: 'Your risk score, and the documents to read and accept before the account opens.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ManagedAccountActivationStepPage,
});

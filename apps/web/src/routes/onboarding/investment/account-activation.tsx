import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { ManagedAccountActivationStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/account-activation')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Open your managed account',
    description: 'Your risk score, and the documents to read and accept before the account opens.',
  }),
  component: ManagedAccountActivationStepPage,
});

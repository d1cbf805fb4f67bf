import { createFileRoute } from '@tanstack/react-router';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/dob-and-address')({
  staticData: {
    meta: {
      title: 'Date of birth and address',
      description: 'Set up your account: Date of birth and address.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <IdentityStepPage flow="generic" step="dob-and-address" />,
});

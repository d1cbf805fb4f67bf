import { createFileRoute } from '@tanstack/react-router';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/address')({
  staticData: {
    meta: {
      title: 'Home address',
      description: 'Set up your account: Home address.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <IdentityStepPage flow="generic" step="address" />,
});

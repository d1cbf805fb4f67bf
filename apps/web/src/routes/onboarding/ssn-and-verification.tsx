import { createFileRoute } from '@tanstack/react-router';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/ssn-and-verification')({
  staticData: {
    meta: {
      title: 'Verify your identity',
      description: 'Set up your account: Verify your identity.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <IdentityStepPage flow="generic" step="ssn-and-verification" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/phone-number')({
  staticData: {
    meta: {
      title: 'Phone number',
      description: 'Set up your account: Phone number.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <IdentityStepPage flow="generic" step="phone-number" />,
});

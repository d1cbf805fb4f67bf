import { createFileRoute } from '@tanstack/react-router';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/kba')({
  staticData: {
    meta: {
      title: 'A few questions',
      description: 'Set up your account: A few questions.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <IdentityStepPage flow="generic" step="kba" />,
});

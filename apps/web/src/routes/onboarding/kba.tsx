import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/kba')({
  staticData: {
    meta: {
      title: 'A few questions',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Set up your account: A few questions.'),
  component: () => <IdentityStepPage flow="generic" step="kba" />,
});

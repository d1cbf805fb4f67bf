import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/kba')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'A few questions', description: 'Set up your account: A few questions.' }),
  component: () => <IdentityStepPage flow="generic" step="kba" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/address')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Home address', description: 'Set up your account: Home address.' }),
  component: () => <IdentityStepPage flow="generic" step="address" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/address')({
  staticData: {
    meta: {
      title: 'Home address',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Set up your account: Home address.'),
  component: () => <IdentityStepPage flow="generic" step="address" />,
});

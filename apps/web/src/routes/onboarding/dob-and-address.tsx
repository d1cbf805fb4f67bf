import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/dob-and-address')({
  staticData: {
    meta: {
      title: 'Date of birth and address',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Set up your account: Date of birth and address.'),
  component: () => <IdentityStepPage flow="generic" step="dob-and-address" />,
});

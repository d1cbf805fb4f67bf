import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/phone-number')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Phone number', description: 'Set up your account: Phone number.' }),
  component: () => <IdentityStepPage flow="generic" step="phone-number" />,
});

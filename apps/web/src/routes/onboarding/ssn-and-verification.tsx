import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/ssn-and-verification')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Verify your identity', description: 'Set up your account: Verify your identity.' }),
  component: () => <IdentityStepPage flow="generic" step="ssn-and-verification" />,
});

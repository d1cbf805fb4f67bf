import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/ssn-and-verification')({
  staticData: {
    meta: {
      title: 'Verify your identity',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Set up your account: Verify your identity.'),
  component: () => <IdentityStepPage flow="generic" step="ssn-and-verification" />,
});

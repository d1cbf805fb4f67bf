import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/phone-number')({
  staticData: {
    meta: {
      title: 'Phone number',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Set up your account: Phone number.'),
  component: () => <IdentityStepPage flow="generic" step="phone-number" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/dob-and-phone-number')({
  staticData: {
    meta: {
      title: 'Date of birth and phone',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Set up your account: Date of birth and phone.'),
  component: () => <IdentityStepPage flow="generic" step="dob-and-phone-number" />,
});

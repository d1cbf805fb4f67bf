import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/dob-and-phone-number')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Date of birth and phone', description: 'Set up your account: Date of birth and phone.' }),
  component: () => <IdentityStepPage flow="generic" step="dob-and-phone-number" />,
});

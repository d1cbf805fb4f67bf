import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/address-ssn-and-verification')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Address and identity', description: 'Set up your account: Address and identity.' }),
  component: () => <IdentityStepPage flow="generic" step="address-ssn-and-verification" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/address-ssn-and-verification')({
  staticData: {
    meta: {
      title: 'Address and identity',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Set up your account: Address and identity.'),
  component: () => <IdentityStepPage flow="generic" step="address-ssn-and-verification" />,
});

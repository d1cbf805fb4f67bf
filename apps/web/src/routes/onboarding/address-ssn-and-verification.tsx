import { createFileRoute } from '@tanstack/react-router';
import { IdentityStepPage } from './-steps/identity-step-page';

export const Route = createFileRoute('/onboarding/address-ssn-and-verification')({
  staticData: {
    meta: {
      title: 'Address and identity',
      description: 'Set up your account: Address and identity.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <IdentityStepPage flow="generic" step="address-ssn-and-verification" />,
});

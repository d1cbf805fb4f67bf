import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/route-data';
import { ReferralStepPage } from './-steps/product-step-page';

export const Route = createFileRoute('/onboarding/referral')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Referral code', description: 'Enter the code of the member who invited you, or skip.' }),
  component: ReferralStepPage,
});

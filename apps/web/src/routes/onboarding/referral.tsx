import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { ReferralStepPage } from './-steps/product-step-page';

export const Route = createFileRoute('/onboarding/referral')({
  staticData: {
    meta: {
      title: 'Referral code',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Enter the code of the member who invited you, or skip.'),
  component: ReferralStepPage,
});

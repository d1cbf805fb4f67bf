import { createFileRoute } from '@tanstack/react-router';
import { ReferralStepPage } from './-steps/product-step-page';

export const Route = createFileRoute('/onboarding/referral')({
  staticData: {
    meta: {
      title: 'Referral code',
      description: 'Enter the code of the member who invited you, or skip.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ReferralStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { CheckingIntroStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/roarmoney/intro')({
  staticData: {
    meta: {
      title: 'Open a checking account',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('A checking account with a debit card: no monthly fee, no minimum balance, no overdraft fee.'),
  component: CheckingIntroStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { CheckingIntroStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/roarmoney/intro')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Open a checking account',
    description: 'A checking account with a debit card: no monthly fee, no minimum balance, no overdraft fee.',
  }),
  component: CheckingIntroStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { CheckingIntroStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/roarmoney/intro')({
  staticData: {
    meta: {
      title: 'Open a checking account',
      description: 'A checking account with a debit card: no monthly fee, no minimum balance, no overdraft fee.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: CheckingIntroStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { BankPrerollStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/foundmoney/bv-preroll')({
  staticData: {
    meta: {
      title: 'Why we ask for your bank',
      description: 'Link your bank so we can look for fees and subscriptions you pay.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <BankPrerollStepPage flow="foundmoney" />,
});

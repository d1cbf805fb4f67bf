import { createFileRoute } from '@tanstack/react-router';
import { BankLinkingStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/loans/bv-linking')({
  staticData: {
    meta: {
      title: 'Link your bank',
      description: 'Link the bank account your pay goes into.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <BankLinkingStepPage flow="loans" />,
});

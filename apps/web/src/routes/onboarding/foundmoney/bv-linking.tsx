import { createFileRoute } from '@tanstack/react-router';
import { BankLinkingStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/foundmoney/bv-linking')({
  staticData: {
    meta: {
      title: 'Link your bank',
      description: 'Link the bank account you use most.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <BankLinkingStepPage flow="foundmoney" />,
});

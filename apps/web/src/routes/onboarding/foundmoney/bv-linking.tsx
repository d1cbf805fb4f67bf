import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { BankLinkingStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/foundmoney/bv-linking')({
  staticData: {
    meta: {
      title: 'Link your bank',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Link the bank account you use most.'),
  component: () => <BankLinkingStepPage flow="foundmoney" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { BankLinkingStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/loans/bv-linking')({
  staticData: {
    meta: {
      title: 'Link your bank',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Link the bank account your pay goes into.'),
  component: () => <BankLinkingStepPage flow="loans" />,
});

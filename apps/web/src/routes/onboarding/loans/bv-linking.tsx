import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { BankLinkingStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/loans/bv-linking')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Link your bank', description: 'Link the bank account your pay goes into.' }),
  component: () => <BankLinkingStepPage flow="loans" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { BankPrerollStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/loans/bv-preroll')({
  staticData: {
    meta: {
      title: 'Why we ask for your bank',
      description: 'Link your bank so your deposits show your income.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <BankPrerollStepPage flow="loans" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { BankPrerollStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/loans/bv-preroll')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Why we ask for your bank',
    description: 'Link your bank so your deposits show your income.',
  }),
  component: () => <BankPrerollStepPage flow="loans" />,
});

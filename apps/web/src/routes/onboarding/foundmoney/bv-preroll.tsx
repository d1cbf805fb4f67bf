import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { BankPrerollStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/foundmoney/bv-preroll')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Why we ask for your bank',
    description: 'Link your bank so we can look for fees and subscriptions you pay.',
  }),
  component: () => <BankPrerollStepPage flow="foundmoney" />,
});

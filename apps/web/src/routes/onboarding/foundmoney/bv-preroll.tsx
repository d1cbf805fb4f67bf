import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { BankPrerollStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/foundmoney/bv-preroll')({
  staticData: {
    meta: {
      title: 'Why we ask for your bank',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Link your bank so we can look for fees and subscriptions you pay.'),
  component: () => <BankPrerollStepPage flow="foundmoney" />,
});

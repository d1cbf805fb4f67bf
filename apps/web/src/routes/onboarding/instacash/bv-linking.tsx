import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashBankLinkingStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/bv-linking')({
  staticData: {
    meta: {
      title: 'Link your bank',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Link the bank account your pay goes into.'),
  component: InstacashBankLinkingStepPage,
});

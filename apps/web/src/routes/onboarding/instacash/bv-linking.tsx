import { createFileRoute } from '@tanstack/react-router';
import { InstacashBankLinkingStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/bv-linking')({
  staticData: {
    meta: {
      title: 'Link your bank',
      description: 'Link the bank account your pay goes into.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashBankLinkingStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { InstacashPrerollStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/bv-preroll')({
  staticData: {
    meta: {
      title: 'Why we ask for your bank',
      description: 'Link your bank so its history can work out your Cash Advance limit.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashPrerollStepPage,
});

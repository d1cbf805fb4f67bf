import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { InstacashPrerollStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/bv-preroll')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Why we ask for your bank',
    description: 'Link your bank so its history can work out your Cash Advance limit.',
  }),
  component: InstacashPrerollStepPage,
});

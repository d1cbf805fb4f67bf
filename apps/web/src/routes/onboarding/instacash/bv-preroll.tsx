import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashPrerollStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/bv-preroll')({
  staticData: {
    meta: {
      title: 'Why we ask for your bank',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Link your bank so its history can work out your Cash Advance limit.'),
  component: InstacashPrerollStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { InstacashDeniedStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/bv-denied')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Not this time',
    description: 'Why your bank history does not qualify yet, and what would change that.',
  }),
  component: InstacashDeniedStepPage,
});

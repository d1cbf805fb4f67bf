import { createFileRoute } from '@tanstack/react-router';
import { InstacashDeniedStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/bv-denied')({
  staticData: {
    meta: {
      title: 'Not this time',
      description: 'Why your bank history does not qualify yet, and what would change that.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashDeniedStepPage,
});

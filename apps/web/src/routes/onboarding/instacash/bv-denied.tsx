import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashDeniedStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/bv-denied')({
  staticData: {
    meta: {
      title: 'Not this time',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Why your bank history does not qualify yet, and what would change that.'),
  component: InstacashDeniedStepPage,
});

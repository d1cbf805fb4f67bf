import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashQualifiedStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/trial-qualified')({
  staticData: {
    meta: {
      title: 'Your starter limit',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Your starter Cash Advance limit and how it grows.'),
  component: () => <InstacashQualifiedStepPage trial />,
});

import { createFileRoute } from '@tanstack/react-router';
import { InstacashQualifiedStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/trial-qualified')({
  staticData: {
    meta: {
      title: 'Your starter limit',
      description: 'Your starter Cash Advance limit and how it grows.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <InstacashQualifiedStepPage trial />,
});

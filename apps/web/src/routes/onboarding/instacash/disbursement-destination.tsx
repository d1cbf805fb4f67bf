import { createFileRoute } from '@tanstack/react-router';
import { InstacashDestinationStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/disbursement-destination')({
  staticData: {
    meta: {
      title: 'Your first advance',
      description: 'Take your first cash advance, or not now.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashDestinationStepPage,
});

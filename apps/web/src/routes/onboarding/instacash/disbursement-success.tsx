import { createFileRoute } from '@tanstack/react-router';
import { InstacashSuccessStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/disbursement-success')({
  staticData: {
    meta: {
      title: "You're all set",
      description: 'Cash Advance is ready.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashSuccessStepPage,
});

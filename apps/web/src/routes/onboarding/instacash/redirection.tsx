import { createFileRoute } from '@tanstack/react-router';
import { RedirectionStep } from '../../../features/cash-advance/components/onboarding/redirection-step';

export const Route = createFileRoute('/onboarding/instacash/redirection')({
  staticData: {
    meta: {
      title: 'Cash Advance',
      description: 'Taking you to the next step of Cash Advance.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: RedirectionStep,
});

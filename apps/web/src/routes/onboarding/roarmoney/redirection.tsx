import { createFileRoute } from '@tanstack/react-router';
import { RedirectionStep } from '../../../features/checking/components/onboarding/redirection-step';

export const Route = createFileRoute('/onboarding/roarmoney/redirection')({
  staticData: {
    meta: {
      title: 'Checking',
      description: 'Taking you to your checking account.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: RedirectionStep,
});

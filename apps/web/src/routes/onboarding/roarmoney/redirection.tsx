import { createFileRoute } from '@tanstack/react-router';
import { RedirectionStep } from '../../../features/checking/components/onboarding/redirection-step';
import { pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/roarmoney/redirection')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Checking', description: 'Taking you to your checking account.' }),
  component: RedirectionStep,
});

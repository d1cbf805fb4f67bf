import { createFileRoute } from '@tanstack/react-router';
import { RedirectionStep } from '../../../features/checking/components/onboarding/redirection-step';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/roarmoney/redirection')({
  staticData: {
    meta: {
      title: 'Checking',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Taking you to your checking account.'),
  component: RedirectionStep,
});

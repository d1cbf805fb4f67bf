import { createFileRoute } from '@tanstack/react-router';
import { InstacashCheckingStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/account-activation')({
  staticData: {
    meta: {
      title: 'Open your checking account',
      description: 'Open checking to get your cash in it instantly.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashCheckingStepPage,
});

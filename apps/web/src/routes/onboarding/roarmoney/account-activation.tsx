import { createFileRoute } from '@tanstack/react-router';
import { AccountActivationStep } from '../../../features/checking/components/onboarding/account-activation-step';

export const Route = createFileRoute('/onboarding/roarmoney/account-activation')({
  staticData: {
    meta: {
      title: 'Open your checking account',
      description: 'Accept the agreements and open your checking account.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: AccountActivationStep,
});

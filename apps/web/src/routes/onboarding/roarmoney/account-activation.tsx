import { createFileRoute } from '@tanstack/react-router';
import { AccountActivationStep } from '../../../features/checking/components/onboarding/account-activation-step';
import { pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/roarmoney/account-activation')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Open your checking account',
    description: 'Accept the agreements and open your checking account.',
  }),
  component: AccountActivationStep,
});

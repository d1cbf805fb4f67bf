import { createFileRoute } from '@tanstack/react-router';
import { AccountActivationStep } from '../../../features/checking/components/onboarding/account-activation-step';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/roarmoney/account-activation')({
  staticData: {
    meta: {
      title: 'Open your checking account',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Accept the agreements and open your checking account.'),
  component: AccountActivationStep,
});

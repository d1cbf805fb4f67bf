import { createFileRoute } from '@tanstack/react-router';
import { DirectDepositStep } from '../../../features/checking/components/onboarding/direct-deposit-step';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/roarmoney/direct-deposit')({
  staticData: {
    meta: {
      title: 'Set up direct deposit',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Your routing and account numbers and a direct deposit form for your employer.'),
  component: DirectDepositStep,
});

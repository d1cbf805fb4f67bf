import { createFileRoute } from '@tanstack/react-router';
import { DirectDepositStep } from '../../../features/checking/components/onboarding/direct-deposit-step';

export const Route = createFileRoute('/onboarding/roarmoney/direct-deposit')({
  staticData: {
    meta: {
      title: 'Set up direct deposit',
      description: 'Your routing and account numbers and a direct deposit form for your employer.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: DirectDepositStep,
});

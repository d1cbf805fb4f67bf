import { createFileRoute } from '@tanstack/react-router';
import { DirectDepositStep } from '../../../features/checking/components/onboarding/direct-deposit-step';
import { pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/roarmoney/direct-deposit')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Set up direct deposit',
    description: 'Your routing and account numbers and a direct deposit form for your employer.',
  }),
  component: DirectDepositStep,
});

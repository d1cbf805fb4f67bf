import { createFileRoute } from '@tanstack/react-router';
import { ActivateCardStep } from '../../../features/checking/components/onboarding/activate-card-step';
import { pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/roarmoney/activate-card')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Activate your debit card',
    description: 'Activate the debit card of your checking account.',
  }),
  component: ActivateCardStep,
});

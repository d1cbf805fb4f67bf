import { createFileRoute } from '@tanstack/react-router';
import { ActivateCardStep } from '../../../features/checking/components/onboarding/activate-card-step';

export const Route = createFileRoute('/onboarding/roarmoney/activate-card')({
  staticData: {
    meta: {
      title: 'Activate your debit card',
      description: 'Activate the debit card of your checking account.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ActivateCardStep,
});

import { createFileRoute } from '@tanstack/react-router';
import { LoansConfirmationStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/confirmation')({
  staticData: {
    meta: {
      title: 'Check your answers',
      description: 'Make sure your loan answers are correct.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: LoansConfirmationStepPage,
});

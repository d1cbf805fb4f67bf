import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { LoansConfirmationStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/confirmation')({
  staticData: {
    meta: {
      title: 'Check your answers',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Make sure your loan answers are correct.'),
  component: LoansConfirmationStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { LoansConfirmationStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/confirmation')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Check your answers', description: 'Make sure your loan answers are correct.' }),
  component: LoansConfirmationStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ActivateCardStep } from '../../../features/checking/components/onboarding/activate-card-step';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/roarmoney/activate-card')({
  staticData: {
    meta: {
      title: 'Activate your debit card',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Activate the debit card of your checking account.'),
  component: ActivateCardStep,
});

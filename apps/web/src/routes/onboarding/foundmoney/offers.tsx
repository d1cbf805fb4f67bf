import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { FoundMoneyStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/foundmoney/offers')({
  staticData: {
    meta: {
      title: 'Money we found',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The fees and subscriptions we found in your linked bank.'),
  component: FoundMoneyStepPage,
});

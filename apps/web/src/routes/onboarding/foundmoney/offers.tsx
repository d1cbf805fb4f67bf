import { createFileRoute } from '@tanstack/react-router';
import { FoundMoneyStepPage } from '../-steps/bank-step-pages';

export const Route = createFileRoute('/onboarding/foundmoney/offers')({
  staticData: {
    meta: {
      title: 'Money we found',
      description: 'The fees and subscriptions we found in your linked bank.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: FoundMoneyStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { AnnualIncomeStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/annual-income')({
  staticData: {
    meta: {
      title: 'Annual income',
      description: 'Your annual household income, before taxes.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: AnnualIncomeStepPage,
});

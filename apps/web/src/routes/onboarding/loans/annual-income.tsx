import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { AnnualIncomeStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/annual-income')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Annual income', description: 'Your annual household income, before taxes.' }),
  component: AnnualIncomeStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { AnnualIncomeStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/annual-income')({
  staticData: {
    meta: {
      title: 'Annual income',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Your annual household income, before taxes.'),
  component: AnnualIncomeStepPage,
});

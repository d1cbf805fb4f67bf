import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { InvestingIntroStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/intro')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Managed investing',
    description: 'What a managed account is, what it costs and what it risks.',
  }),
  component: InvestingIntroStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { ModelPortfolioStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/portfolio')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Your portfolio',
    description: 'The funds of your model portfolio and their target weights.',
  }),
  component: ModelPortfolioStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ModelPortfolioStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/portfolio')({
  staticData: {
    meta: {
      title: 'Your portfolio',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The funds of your model portfolio and their target weights.'),
  component: ModelPortfolioStepPage,
});

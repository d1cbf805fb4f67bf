import { createFileRoute } from '@tanstack/react-router';
import { ModelPortfolioStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/portfolio')({
  staticData: {
    meta: {
      title: 'Your portfolio',
      description: 'The funds of your model portfolio and their target weights.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ModelPortfolioStepPage,
});

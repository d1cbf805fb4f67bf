import { createFileRoute } from '@tanstack/react-router';
import { ActivePortfolioStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/portfolio')({
  staticData: {
    meta: {
      title: 'Your portfolio',
      description: 'What your self-directed account holds and where to start.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ActivePortfolioStepPage,
});

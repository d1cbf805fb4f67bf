import { createFileRoute } from '@tanstack/react-router';
import { ManagedPortfolioStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/portfolio')({
  staticData: {
    meta: {
      title: 'Your portfolio',
      description: 'Your managed account against its targets.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ManagedPortfolioStepPage,
});

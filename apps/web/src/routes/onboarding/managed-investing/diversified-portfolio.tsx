import { createFileRoute } from '@tanstack/react-router';
import { DiversifiedPortfolioStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/diversified-portfolio')({
  staticData: {
    meta: {
      title: 'Your model portfolio',
      description: 'The funds of your model portfolio and their targets.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: DiversifiedPortfolioStepPage,
});

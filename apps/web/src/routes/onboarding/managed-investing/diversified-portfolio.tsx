import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { DiversifiedPortfolioStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/diversified-portfolio')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Your model portfolio',
    description: 'The funds of your model portfolio and their targets.',
  }),
  component: DiversifiedPortfolioStepPage,
});

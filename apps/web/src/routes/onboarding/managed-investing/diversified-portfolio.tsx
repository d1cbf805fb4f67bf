import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { DiversifiedPortfolioStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/diversified-portfolio')({
  staticData: {
    meta: {
      title: 'Your model portfolio',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The funds of your model portfolio and their targets.'),
  component: DiversifiedPortfolioStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ManagedPortfolioStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/portfolio')({
  staticData: {
    meta: {
      title: 'Your portfolio',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Your managed account against its targets.'),
  component: ManagedPortfolioStepPage,
});

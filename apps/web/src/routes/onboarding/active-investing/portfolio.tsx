import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ActivePortfolioStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/portfolio')({
  staticData: {
    meta: {
      title: 'Your portfolio',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('What your self-directed account holds and where to start.'),
  component: ActivePortfolioStepPage,
});

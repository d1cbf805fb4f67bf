import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ManagedInvestingIntroStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/intro')({
  staticData: {
    meta: {
      title: 'Managed investing',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('What a managed account is, what it costs and what it risks.'),
  component: ManagedInvestingIntroStepPage,
});

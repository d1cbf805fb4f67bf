import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { ActiveInvestingIntroStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/intro')({
  staticData: {
    meta: {
      title: 'Self-directed investing',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('What a self-directed account is, what it costs and what it risks.'),
  component: ActiveInvestingIntroStepPage,
});

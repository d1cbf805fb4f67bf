import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InvestingIntroStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/intro')({
  staticData: {
    meta: {
      title: 'Managed investing',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('What a managed account is, what it costs and what it risks.'),
  component: InvestingIntroStepPage,
});

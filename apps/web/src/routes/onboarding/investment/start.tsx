import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InvestingStartStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/start')({
  staticData: {
    meta: {
      title: 'Your risk profile',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Four questions decide the portfolio a managed account invests in.'),
  component: InvestingStartStepPage,
});

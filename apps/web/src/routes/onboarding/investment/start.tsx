import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { InvestingStartStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/start')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Your risk profile',
    description: 'Four questions decide the portfolio a managed account invests in.',
  }),
  component: InvestingStartStepPage,
});

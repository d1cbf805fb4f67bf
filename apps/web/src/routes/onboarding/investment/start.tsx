import { createFileRoute } from '@tanstack/react-router';
import { InvestingStartStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/start')({
  staticData: {
    meta: {
      title: 'Your risk profile',
      description: 'Four questions decide the portfolio a managed account invests in.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InvestingStartStepPage,
});

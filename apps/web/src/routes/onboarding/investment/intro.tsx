import { createFileRoute } from '@tanstack/react-router';
import { InvestingIntroStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/intro')({
  staticData: {
    meta: {
      title: 'Managed investing',
      description: 'What a managed account is, what it costs and what it risks.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InvestingIntroStepPage,
});

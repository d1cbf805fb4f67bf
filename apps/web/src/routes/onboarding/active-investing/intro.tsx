import { createFileRoute } from '@tanstack/react-router';
import { ActiveInvestingIntroStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/active-investing/intro')({
  staticData: {
    meta: {
      title: 'Self-directed investing',
      description: 'What a self-directed account is, what it costs and what it risks.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ActiveInvestingIntroStepPage,
});

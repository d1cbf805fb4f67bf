import { createFileRoute } from '@tanstack/react-router';
import { ManagedInvestingIntroStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/intro')({
  staticData: {
    meta: {
      title: 'Managed investing',
      description: 'What a managed account is, what it costs and what it risks.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: ManagedInvestingIntroStepPage,
});

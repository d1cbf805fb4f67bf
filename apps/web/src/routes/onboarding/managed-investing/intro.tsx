import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { ManagedInvestingIntroStepPage } from '../-steps/investing-product-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/intro')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Managed investing',
    description: 'What a managed account is, what it costs and what it risks.',
  }),
  component: ManagedInvestingIntroStepPage,
});

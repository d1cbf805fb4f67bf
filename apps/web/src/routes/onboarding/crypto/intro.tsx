import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { CryptoIntroStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/intro')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Start with crypto',
    description: 'Buy, sell and hold crypto from your checking account.',
  }),
  component: CryptoIntroStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { CryptoIntroStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/intro')({
  staticData: {
    meta: {
      title: 'Start with crypto',
      description: 'Buy, sell and hold crypto from your checking account.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: CryptoIntroStepPage,
});

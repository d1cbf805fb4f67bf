import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { CryptoIntroStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/intro')({
  staticData: {
    meta: {
      title: 'Start with crypto',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Buy, sell and hold crypto from your checking account.'),
  component: CryptoIntroStepPage,
});

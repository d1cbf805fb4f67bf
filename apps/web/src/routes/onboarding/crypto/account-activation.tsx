import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { CryptoCheckingStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/account-activation')({
  staticData: {
    meta: {
      title: 'Open your checking account',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Crypto is bought and sold from your checking account: open it here.'),
  component: CryptoCheckingStepPage,
});

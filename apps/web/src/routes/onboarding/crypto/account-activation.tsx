import { createFileRoute } from '@tanstack/react-router';
import { CryptoCheckingStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/account-activation')({
  staticData: {
    meta: {
      title: 'Open your checking account',
      description: 'Crypto is bought and sold from your checking account: open it here.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: CryptoCheckingStepPage,
});

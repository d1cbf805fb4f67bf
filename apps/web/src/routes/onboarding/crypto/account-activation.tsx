import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { CryptoCheckingStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/account-activation')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Open your checking account',
    description: 'Crypto is bought and sold from your checking account: open it here.',
  }),
  component: CryptoCheckingStepPage,
});

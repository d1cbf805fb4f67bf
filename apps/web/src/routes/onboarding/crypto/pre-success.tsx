import { createFileRoute } from '@tanstack/react-router';
import { CryptoRisksStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/pre-success')({
  staticData: {
    meta: {
      title: 'Crypto risks',
      description: 'Read the risks of crypto before your first trade.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: CryptoRisksStepPage,
});

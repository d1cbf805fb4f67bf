import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { CryptoRisksStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/pre-success')({
  staticData: {
    meta: {
      title: 'Crypto risks',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Read the risks of crypto before your first trade.'),
  component: CryptoRisksStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { CryptoRisksStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/crypto/pre-success')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Crypto risks', description: 'Read the risks of crypto before your first trade.' }),
  component: CryptoRisksStepPage,
});

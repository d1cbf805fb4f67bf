import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/route-data';
import { WelcomeStepPage } from './-steps/product-step-page';

export const Route = createFileRoute('/onboarding/welcome')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Welcome', description: 'What is left before you can use your account.' }),
  component: WelcomeStepPage,
});

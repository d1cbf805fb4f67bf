import { createFileRoute } from '@tanstack/react-router';
import { WelcomeStepPage } from './-steps/product-step-page';

export const Route = createFileRoute('/onboarding/welcome')({
  staticData: {
    meta: {
      title: 'Welcome',
      description: 'What is left before you can use your account.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: WelcomeStepPage,
});

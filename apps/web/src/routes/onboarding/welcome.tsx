import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../lib/route-data';
import { WelcomeStepPage } from './-steps/product-step-page';

export const Route = createFileRoute('/onboarding/welcome')({
  staticData: {
    meta: {
      title: 'Welcome',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('What is left before you can use your account.'),
  component: WelcomeStepPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../-steps/sign-up-page';

export const Route = createFileRoute('/onboarding/foundmoney/signup')({
  staticData: {
    meta: {
      title: 'Create your account',
      description: 'Find the fees and forgotten subscriptions in your bank account.',
      owner: 'onboarding',
      requiresSignIn: false,
      // Like /onboarding/signup: a hand-off page, its own main landmark, no header.
      chrome: 'none',
    },
  },
  component: () => <SignUpPage product="foundmoney" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../-steps/sign-up-page';

export const Route = createFileRoute('/onboarding/signup/')({
  staticData: {
    meta: {
      title: 'Create your account',
      description: 'Create an account, then confirm who you are in a few minutes.',
      owner: 'onboarding',
      requiresSignIn: false,
      // Like /sign-up: a hand-off page, its own main landmark, no header.
      chrome: 'none',
    },
  },
  component: () => <SignUpPage />,
});

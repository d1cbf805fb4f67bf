import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { SignUpPage } from '../-steps/sign-up-page';

export const Route = createFileRoute('/onboarding/signup/')({
  staticData: {
    meta: {
      title: 'Create your account',
      owner: 'onboarding',
      requiresSignIn: false,
      // Like /sign-up: a hand-off page, its own main landmark, no header.
      chrome: 'none',
    },
  },
  loader: describedPage('Create an account, then confirm who you are in a few minutes.'),
  component: () => <SignUpPage />,
});

import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { SignUpPage } from '../-steps/sign-up-page';

export const Route = createFileRoute('/onboarding/loans/signup')({
  staticData: {
    meta: {
      title: 'Create your account',
      owner: 'onboarding',
      requiresSignIn: false,
      // Like /onboarding/signup: a hand-off page, its own main landmark, no header.
      chrome: 'none',
    },
  },
  loader: describedPage('Link your bank and tell us how you earn, once, for every loan you look at.'),
  component: () => <SignUpPage product="loans" />,
});

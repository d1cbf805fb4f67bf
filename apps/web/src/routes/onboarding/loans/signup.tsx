import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { SignUpPage } from '../-steps/sign-up-page';

export const Route = createFileRoute('/onboarding/loans/signup')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: false,
      // Like /onboarding/signup: a hand-off page, its own main landmark, no header.
      chrome: 'none',
    },
  },
  loader: pageHead({
    title: 'Create your account',
    description: 'Link your bank and tell us how you earn, once, for every loan you look at.',
  }),
  component: () => <SignUpPage product="loans" />,
});

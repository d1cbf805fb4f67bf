import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { SignUpPage } from '../-steps/sign-up-page';

export const Route = createFileRoute('/onboarding/foundmoney/signup')({
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
    description: 'Find the fees and forgotten subscriptions in your bank account.',
  }),
  component: () => <SignUpPage product="foundmoney" />,
});

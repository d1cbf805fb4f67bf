import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { SignUpPage } from '../-steps/sign-up-page';

export const Route = createFileRoute('/onboarding/foundmoney/signup')({
  staticData: {
    meta: {
      title: 'Create your account',
      owner: 'onboarding',
      requiresSignIn: false,
      // Like /onboarding/signup: a hand-off page, its own main landmark, no header.
      chrome: 'none',
    },
  },
  loader: describedPage('Find the fees and forgotten subscriptions in your bank account.'),
  component: () => <SignUpPage product="foundmoney" />,
});

import { isSignUpVariant } from '@fernleaf/contract/onboarding-flows';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SignUpPage } from '../-steps/sign-up-page';

/** /onboarding/signup/{variant}, including the two-segment instacash/engine. */
export const Route = createFileRoute('/onboarding/signup/$')({
  params: {
    parse: ({ _splat }) => {
      if (!_splat || !isSignUpVariant(_splat)) throw notFound();
      return { _splat };
    },
  },
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
  component: function SignUpVariantRoute() {
    const { _splat } = Route.useParams();
    return <SignUpPage variant={_splat} />;
  },
});

import { isSignUpVariant } from '@fernleaf/contract/onboarding-flows';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SignUpPage } from '../-steps/sign-up-page';

/** /onboarding/signup/{variant}, including the two-segment instacash/engine. */
export const Route = createFileRoute('/onboarding/signup/$')({
  staticData: {
    meta: {
      title: 'Create your account',
      owner: 'onboarding',
      requiresSignIn: false,
      // Like /sign-up: a hand-off page, its own main landmark, no header.
      chrome: 'none',
    },
  },
  // Checked here rather than in `params.parse`, so that the onboarding flows load with the page
  // instead of sitting in every page's first download (decision 014).
  loader: ({ params: { _splat } }) => {
    if (!_splat || !isSignUpVariant(_splat)) throw notFound();
    return {
      variant: _splat,
      pageMeta: { description: 'Create an account, then confirm who you are in a few minutes.' },
    };
  },
  component: function SignUpVariantRoute() {
    const { variant } = Route.useLoaderData();
    return <SignUpPage variant={variant} />;
  },
});

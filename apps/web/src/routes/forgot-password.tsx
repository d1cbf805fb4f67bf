import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { pageHead } from '../lib/route-data';
import { optionalString } from '../lib/search-params';
import { useHydrated } from '../lib/use-hydrated';

export const Route = createFileRoute('/forgot-password')({
  // The sign-in page's open interaction, so "Sign in" after the reset goes back to it.
  validateSearch: (search) => ({ uid: optionalString(search.uid) }),
  staticData: {
    meta: {
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: pageHead({ title: 'Reset your password', description: 'Set a new password with a code sent to your email.' }),
  component: function ForgotPasswordRoute() {
    const { uid } = Route.useSearch();
    // The prerendered page (decision 070) has no interaction: hydration finds it as written.
    return <ForgotPasswordForm uid={useHydrated() ? uid : undefined} />;
  },
});

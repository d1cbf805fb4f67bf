import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { describedPage } from '../lib/route-data';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/forgot-password')({
  // The sign-in page's open interaction, so "Sign in" after the reset goes back to it.
  validateSearch: (search) => ({ uid: optionalString(search.uid) }),
  staticData: {
    meta: {
      title: 'Reset your password',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('Set a new password with a code sent to your email.'),
  component: function ForgotPasswordRoute() {
    const { uid } = Route.useSearch();
    return <ForgotPasswordForm uid={uid} />;
  },
});

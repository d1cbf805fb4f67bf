import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { StartSignIn } from '../features/auth/components/start-sign-in';
import { describedPage } from '../lib/route-data';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: (search) => ({ uid: optionalString(search.uid), returnTo: optionalString(search.returnTo) }),
  staticData: {
    meta: {
      title: 'Sign in',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('Sign in to your account.'),
  component: function LoginRoute() {
    const { uid, returnTo } = Route.useSearch();
    return uid ? <SignInForm uid={uid} /> : <StartSignIn screen="sign-in" returnTo={returnTo} />;
  },
});

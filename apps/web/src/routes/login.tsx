import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { pageHead } from '../lib/route-data';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: (search) => ({ uid: optionalString(search.uid), returnTo: optionalString(search.returnTo) }),
  staticData: {
    meta: {
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: pageHead({ title: 'Sign in', description: 'Sign in to your account.' }),
  component: function LoginRoute() {
    const { uid, returnTo } = Route.useSearch();
    const navigate = Route.useNavigate();
    // The service's interaction, opened in place, makes the address the one the service sends the
    // browser to (`/login?uid=…`; where to go afterwards is kept with the sign-in's PKCE state), so a
    // reload or "Forgot password?" keeps it.
    const takeInteraction = useCallback(
      (opened: string) => void navigate({ search: { uid: opened, returnTo: undefined }, replace: true }),
      [navigate],
    );
    // The form shows even before the sign-in service's interaction exists, so that the page the build
    // prerenders (decision 070) is the form itself; it opens the interaction when there is none.
    return <SignInForm uid={uid} returnTo={returnTo} takeInteraction={takeInteraction} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '../../features/auth/components/auth-callback-page';
import { pageHead } from '../../lib/route-data';

export const Route = createFileRoute('/auth/callback')({
  staticData: {
    meta: {
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: pageHead({ title: 'Signing in', description: 'Finishing signing you in.' }),
  component: AuthCallbackPage,
});

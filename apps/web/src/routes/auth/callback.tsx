import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '../../features/auth/components/auth-callback-page';
import { describedPage } from '../../lib/route-data';

export const Route = createFileRoute('/auth/callback')({
  staticData: {
    meta: {
      title: 'Signing in',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('Finishing signing you in.'),
  component: AuthCallbackPage,
});

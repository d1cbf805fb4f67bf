import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '../../features/auth/components/auth-callback-page';

export const Route = createFileRoute('/auth/callback')({
  staticData: {
    meta: {
      title: 'Signing in',
      description: 'Finishing signing you in.',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  component: AuthCallbackPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/components/logout-page';

export const Route = createFileRoute('/logout')({
  staticData: {
    meta: {
      title: 'Signed out',
      description: 'You have signed out.',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  component: LogoutPage,
});

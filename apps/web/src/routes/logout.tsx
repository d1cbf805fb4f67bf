import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/components/logout-page';
import { describedPage } from '../lib/route-data';

export const Route = createFileRoute('/logout')({
  staticData: {
    meta: {
      title: 'Signed out',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('You have signed out.'),
  component: LogoutPage,
});

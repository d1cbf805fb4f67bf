import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/components/logout-page';
import { pageHead } from '../lib/route-data';

export const Route = createFileRoute('/logout')({
  staticData: {
    meta: {
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: pageHead({ title: 'Signed out', description: 'You have signed out.' }),
  component: LogoutPage,
});

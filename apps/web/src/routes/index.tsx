import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../features/welcome/components/welcome-page';
import { describedPage } from '../lib/route-data';

export const Route = createFileRoute('/')({
  staticData: {
    meta: {
      title: 'Welcome',
      owner: 'web-core',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('Your everyday money together: cash advances, checking, investing, credit and offers.'),
  component: WelcomePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../features/welcome/components/welcome-page';
import { pageHead } from '../lib/route-data';

export const Route = createFileRoute('/')({
  staticData: {
    meta: {
      owner: 'web-core',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: pageHead({
    title: 'Welcome',
    description: 'Your everyday money together: cash advances, checking, investing, credit and offers.',
  }),
  component: WelcomePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../features/welcome/components/welcome-page';

export const Route = createFileRoute('/')({
  staticData: {
    meta: {
      title: 'Welcome',
      description: 'Your everyday money together: cash advances, checking, investing, credit and offers.',
      owner: 'web-core',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  component: WelcomePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../features/marketplace/components/applications/applications-page';

export const Route = createFileRoute('/marketplace/applications')({
  staticData: {
    meta: {
      title: 'Your applications',
      description: 'The applications you sent from the marketplace, with their offers.',
      owner: 'marketplace',
      requiresSignIn: true,
    },
  },
  component: ApplicationsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { applicationsQueryOptions } from '../../features/marketplace/api/list-applications';
import { ApplicationsPage } from '../../features/marketplace/components/applications/applications-page';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/marketplace/applications')({
  staticData: {
    meta: {
      title: 'Your applications',
      owner: 'marketplace',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'The applications you sent from the marketplace, with their offers.',
    memberData((data) => data.prefetch(applicationsQueryOptions())),
  ),
  component: ApplicationsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { applicationsQueryOptions } from '../../features/marketplace/api/list-applications';
import { ApplicationsPage } from '../../features/marketplace/components/applications/applications-page';
import { memberData, pageHead } from '../../lib/route-data';

export const Route = createFileRoute('/marketplace/applications')({
  staticData: {
    meta: {
      owner: 'marketplace',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Your applications', description: 'The applications you sent from the marketplace, with their offers.' },
    memberData((data) => data.prefetch(applicationsQueryOptions())),
  ),
  component: ApplicationsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { IdentityTrustCallbackPage } from '../../../features/identity-trust/components/identity-trust-callback-page';
import { describedPage } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/instacash/identity-trust/callback')({
  validateSearch: (search) => ({
    interviewId: optionalString(search.interviewId),
    // Kept for links that carry it; the page shows the status the server holds.
    status: optionalString(search.status),
  }),
  staticData: {
    meta: {
      title: 'Identity check',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The result of your identity check for a cash advance.'),
  component: function IdentityTrustCallbackRoute() {
    const { interviewId } = Route.useSearch();
    return <IdentityTrustCallbackPage interviewId={interviewId} />;
  },
});

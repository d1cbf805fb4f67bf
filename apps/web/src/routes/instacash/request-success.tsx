import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { RequestSuccess } from '../../features/cash-advance/components/request/request-success';
import { describedPage } from '../../lib/route-data';
import { optionalString } from '../../lib/search-params';

export const Route = createFileRoute('/instacash/request-success')({
  validateSearch: (search) => ({ advanceId: optionalString(search.advanceId) }),
  staticData: {
    meta: {
      title: 'Cash sent',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage('What was sent, where and when it arrives, and what you repay.'),
  component: function RequestSuccessRoute() {
    const { advanceId } = Route.useSearch();
    return (
      <PageFrame title="Your cash advance">
        <RequestSuccess advanceId={advanceId} />
      </PageFrame>
    );
  },
});

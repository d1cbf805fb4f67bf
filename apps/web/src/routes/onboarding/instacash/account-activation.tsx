import { createFileRoute } from '@tanstack/react-router';
import { safeReturnTo } from '../../../features/cash-advance/lib/return-to';
import { describedPage } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';
import { InstacashCheckingStepPage } from '../-steps/instacash-step-pages';

const firstAdvance = '/onboarding/instacash/disbursement-destination';

export const Route = createFileRoute('/onboarding/instacash/account-activation')({
  // Back to where the member chose instant delivery; only a path of this site.
  validateSearch: (search) => ({ returnTo: safeReturnTo(optionalString(search.returnTo), firstAdvance) }),
  staticData: {
    meta: {
      title: 'Open your checking account',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Open checking to get your cash in it instantly.'),
  component: function InstacashCheckingRoute() {
    const { returnTo } = Route.useSearch();
    return <InstacashCheckingStepPage returnTo={returnTo} />;
  },
});

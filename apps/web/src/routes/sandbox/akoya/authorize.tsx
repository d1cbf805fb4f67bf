import { createFileRoute } from '@tanstack/react-router';
import { AkoyaAuthorizePage } from '../../../features/bank-linking/components/akoya-authorize-page';
import { describedPage } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

// The sandbox stand-in for the Akoya-style provider's own page: no header or footer of ours.
export const Route = createFileRoute('/sandbox/akoya/authorize')({
  validateSearch: (search) => ({ state: optionalString(search.state) }),
  staticData: {
    meta: {
      title: 'Sign in at your bank',
      owner: 'onboarding',
      requiresSignIn: true,
      chrome: 'none',
    },
  },
  loader: describedPage("The sandbox bank data provider's sign-in page."),
  component: function AkoyaAuthorizeRoute() {
    const { state } = Route.useSearch();
    return <AkoyaAuthorizePage state={state} />;
  },
});

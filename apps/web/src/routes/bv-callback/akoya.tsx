import { createFileRoute } from '@tanstack/react-router';
import { AkoyaCallbackPage } from '../../features/bank-linking/components/akoya-callback-page';
import { describedPage } from '../../lib/route-data';
import { optionalString } from '../../lib/search-params';

export const Route = createFileRoute('/bv-callback/akoya')({
  validateSearch: (search) => ({
    code: optionalString(search.code),
    state: optionalString(search.state),
    error: optionalString(search.error),
  }),
  staticData: {
    meta: {
      title: 'Linking your bank',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Finishing the link to your bank.'),
  component: function AkoyaCallbackRoute() {
    const { code, state, error } = Route.useSearch();
    return <AkoyaCallbackPage code={code} state={state} error={error} />;
  },
});

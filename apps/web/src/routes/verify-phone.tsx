import { createFileRoute } from '@tanstack/react-router';
import { VerifyPhonePage } from '../features/phone-verification/components/verify-phone-page';
import { safeReturnPath } from '../lib/auth/oidc-client';
import { describedPage } from '../lib/route-data';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/verify-phone')({
  validateSearch: (search) => ({ returnTo: optionalString(search.returnTo) }),
  staticData: {
    meta: {
      title: 'Verify your phone',
      owner: 'identity',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Confirm your mobile number.'),
  component: function VerifyPhoneRoute() {
    const { returnTo } = Route.useSearch();
    return <VerifyPhonePage returnTo={safeReturnPath(returnTo)} />;
  },
});

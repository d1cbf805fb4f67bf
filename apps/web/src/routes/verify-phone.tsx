import { createFileRoute } from '@tanstack/react-router';
import { VerifyPhonePage } from '../features/phone-verification/components/verify-phone-page';
import { safeReturnPath } from '../lib/auth/oidc-client';
import { pageHead } from '../lib/route-data';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/verify-phone')({
  validateSearch: (search) => ({ returnTo: optionalString(search.returnTo) }),
  staticData: {
    meta: {
      owner: 'identity',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Verify your phone', description: 'Confirm your mobile number.' }),
  component: function VerifyPhoneRoute() {
    const { returnTo } = Route.useSearch();
    return <VerifyPhonePage returnTo={safeReturnPath(returnTo)} />;
  },
});

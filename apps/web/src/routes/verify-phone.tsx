import { createFileRoute } from '@tanstack/react-router';
import { VerifyPhonePage } from '../features/phone-verification/components/verify-phone-page';
import { safeReturnPath } from '../lib/auth/oidc-client';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/verify-phone')({
  validateSearch: (search) => ({ returnTo: optionalString(search.returnTo) }),
  staticData: {
    meta: {
      title: 'Verify your phone',
      description: 'Confirm your mobile number.',
      owner: 'identity',
      requiresSignIn: true,
    },
  },
  component: function VerifyPhoneRoute() {
    const { returnTo } = Route.useSearch();
    return <VerifyPhonePage returnTo={safeReturnPath(returnTo)} />;
  },
});

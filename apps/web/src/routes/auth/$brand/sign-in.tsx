import { findPartner } from '@fernleaf/contract/partners';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { StartSignIn } from '../../../features/auth/components/start-sign-in';
import { describedPage } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/auth/$brand/sign-in')({
  validateSearch: (search) => ({ uid: optionalString(search.uid) }),
  beforeLoad: ({ params }) => {
    if (!findPartner(params.brand)) throw notFound();
  },
  staticData: {
    meta: {
      title: 'Sign in',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('Sign in with your partner account.'),
  component: function PartnerSignInRoute() {
    const { brand } = Route.useParams();
    const { uid } = Route.useSearch();
    return uid ? <SignInForm uid={uid} brand={brand} /> : <StartSignIn screen="sign-in" brand={brand} />;
  },
});

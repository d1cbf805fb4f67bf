import { findPartner } from '@fernleaf/contract/partners';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';
import { StartSignIn } from '../../../features/auth/components/start-sign-in';
import { HumanCheck } from '../../../features/human-check/components/human-check';
import { describedPage } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

const renderHumanCheck = (onVerified: (token: string) => void) => <HumanCheck onVerified={onVerified} />;

export const Route = createFileRoute('/auth/$brand/sign-up')({
  validateSearch: (search) => ({ uid: optionalString(search.uid) }),
  beforeLoad: ({ params }) => {
    if (!findPartner(params.brand)) throw notFound();
  },
  staticData: {
    meta: {
      title: 'Create your account',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('Join through our creator partner.'),
  component: function PartnerSignUpRoute() {
    const { brand } = Route.useParams();
    const { uid } = Route.useSearch();
    return uid ? (
      <SignUpForm uid={uid} brand={brand} humanCheck={renderHumanCheck} />
    ) : (
      <StartSignIn screen="sign-up" brand={brand} />
    );
  },
});

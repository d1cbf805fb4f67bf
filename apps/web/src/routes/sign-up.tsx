import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { HumanCheck } from '../features/human-check/components/human-check';
import { pageHead } from '../lib/route-data';
import { optionalString } from '../lib/search-params';

const renderHumanCheck = (onVerified: (token: string) => void) => <HumanCheck onVerified={onVerified} />;

export const Route = createFileRoute('/sign-up')({
  validateSearch: (search) => ({ uid: optionalString(search.uid), template: optionalString(search.template) }),
  staticData: {
    meta: {
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: pageHead({ title: 'Create your account', description: 'Create an account in a couple of minutes.' }),
  component: function SignUpRoute() {
    const { uid, template } = Route.useSearch();
    const navigate = Route.useNavigate();
    // The service's interaction, opened in place, makes the address the one the service sends the
    // browser to (`/sign-up?uid=…`), so a reload or "Sign in" keeps it.
    const takeInteraction = useCallback(
      (opened: string) => void navigate({ search: { uid: opened, template: undefined }, replace: true }),
      [navigate],
    );
    // The form shows even before the service's interaction exists, so that the page the build
    // prerenders (decision 070) is the form itself; it opens the interaction when there is none.
    return <SignUpForm uid={uid} template={template} humanCheck={renderHumanCheck} takeInteraction={takeInteraction} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { StartSignIn } from '../features/auth/components/start-sign-in';
import { HumanCheck } from '../features/human-check/components/human-check';
import { pageHead } from '../lib/route-data';
import { optionalString } from '../lib/search-params';
import { useHydrated } from '../lib/use-hydrated';

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
    // The prerendered page (decision 070) is the page without an interaction: hydration finds it as
    // written, and the form with the service's interaction follows in the next render.
    const hydrated = useHydrated();
    return uid && hydrated ? (
      <SignUpForm uid={uid} template={template} humanCheck={renderHumanCheck} />
    ) : (
      <StartSignIn screen="sign-up" open={!uid} />
    );
  },
});

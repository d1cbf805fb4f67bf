import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { StartSignIn } from '../features/auth/components/start-sign-in';
import { HumanCheck } from '../features/human-check/components/human-check';
import { describedPage } from '../lib/route-data';
import { optionalString } from '../lib/search-params';

const renderHumanCheck = (onVerified: (token: string) => void) => <HumanCheck onVerified={onVerified} />;

export const Route = createFileRoute('/sign-up')({
  validateSearch: (search) => ({ uid: optionalString(search.uid), template: optionalString(search.template) }),
  staticData: {
    meta: {
      title: 'Create your account',
      owner: 'identity',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('Create an account in a couple of minutes.'),
  component: function SignUpRoute() {
    const { uid, template } = Route.useSearch();
    return uid ? (
      <SignUpForm uid={uid} template={template} humanCheck={renderHumanCheck} />
    ) : (
      <StartSignIn screen="sign-up" />
    );
  },
});

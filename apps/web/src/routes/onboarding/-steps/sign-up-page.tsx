// The sign-up variants: a member who is not signed in goes to the sign-up service and comes back
// here; a signed-in member goes on to the flow's step due now.
import {
  type OnboardingFlow,
  productSignUpTemplates,
  type SignUpVariant,
  signUpVariants,
} from '@fernleaf/contract/onboarding-flows';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { StartSignIn } from '../../../features/auth/components/start-sign-in';
import { BeginFlow } from '../../../features/onboarding/components/begin-flow';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useOnboardingStore } from '../../../lib/onboarding-flow-store';

type ProductWithSignUp = keyof typeof productSignUpTemplates;

/**
 * A variant of /onboarding/signup names its flow through `variant`; a product whose sign-up page is a
 * step of its own (/onboarding/foundmoney/signup) names itself as `product`.
 */
export function SignUpPage({ variant, product }: { variant?: SignUpVariant; product?: ProductWithSignUp }) {
  const status = useAuthStore((state) => state.status);
  const update = useOnboardingStore((state) => state.update);
  const intent = variant ?? product ?? null;
  const flow: OnboardingFlow = variant ? signUpVariants[variant].flow : (product ?? 'generic');
  const template = variant ? signUpVariants[variant].templateId : product && productSignUpTemplates[product];
  useEffect(() => {
    update({ isIntentFlow: intent !== null, commonAuthSignUpFlow: intent });
  }, [update, intent]);

  if (status === 'loading') {
    return (
      <Center component="main" mih="100dvh" role="status" aria-label="Loading">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (status === 'authorized') {
    return (
      <Center component="main" mih="100dvh" px="md">
        <BeginFlow flow={flow} />
      </Center>
    );
  }
  return <StartSignIn screen="sign-up" template={template} returnTo={window.location.pathname} />;
}

// The product steps of the flows: the generic flow's referral code and welcome, checking's intro,
// crypto's intro, checking account and risks.
import { AccountActivationStep } from '../../../features/checking/components/onboarding/account-activation-step';
import { IntroStep } from '../../../features/checking/components/onboarding/intro-step';
import { CryptoIntroStep } from '../../../features/crypto/components/onboarding/crypto-intro-step';
import { CryptoRisksStep } from '../../../features/crypto/components/onboarding/crypto-risks-step';
import { useCompleteStep } from '../../../features/onboarding/api/onboarding-state';
import { OnboardingStepFrame } from '../../../features/onboarding/components/onboarding-step-frame';
import { WelcomeStep } from '../../../features/onboarding/components/welcome-step';
import { ReferralCodeStep } from '../../../features/referral-signup/components/referral-code-step';

export function WelcomeStepPage() {
  const complete = useCompleteStep('generic');
  return (
    <OnboardingStepFrame flow="generic" step="welcome">
      {({ goToNext, state }) => (
        <WelcomeStep
          upcoming={state.steps
            .filter((step) => step.status !== 'done' && step.id !== 'welcome')
            .map((step) => step.id)}
          busy={complete.isPending}
          onContinue={() => complete.mutate('welcome', { onSuccess: (next) => void goToNext(next) })}
        />
      )}
    </OnboardingStepFrame>
  );
}

export function CheckingIntroStepPage() {
  const complete = useCompleteStep('roarmoney');
  return (
    <OnboardingStepFrame flow="roarmoney" step="intro" bare>
      {({ goToNext }) => (
        <IntroStep
          busy={complete.isPending}
          onContinue={() => complete.mutate('intro', { onSuccess: (next) => void goToNext(next) })}
        />
      )}
    </OnboardingStepFrame>
  );
}

export function ReferralStepPage() {
  const complete = useCompleteStep('generic');
  return (
    <OnboardingStepFrame flow="generic" step="referral" intro="Did a member invite you? Their code thanks them both.">
      {({ goToNext }) => (
        <ReferralCodeStep onDone={() => complete.mutate('referral', { onSuccess: (next) => void goToNext(next) })} />
      )}
    </OnboardingStepFrame>
  );
}

export function CryptoIntroStepPage() {
  const complete = useCompleteStep('crypto');
  return (
    <OnboardingStepFrame flow="crypto" step="intro" bare>
      {({ goToNext }) => (
        <CryptoIntroStep
          busy={complete.isPending}
          onContinue={() => complete.mutate('intro', { onSuccess: (next) => void goToNext(next) })}
        />
      )}
    </OnboardingStepFrame>
  );
}

/** Checking's own account opening, returning to crypto's flow once the account is open. */
export function CryptoCheckingStepPage() {
  return (
    <OnboardingStepFrame flow="crypto" step="account-activation" bare>
      {({ goToNext }) => <AccountActivationStep onOpened={() => goToNext()} />}
    </OnboardingStepFrame>
  );
}

export function CryptoRisksStepPage() {
  const complete = useCompleteStep('crypto');
  return (
    <OnboardingStepFrame
      flow="crypto"
      step="pre-success"
      intro="Four things to know about crypto, to read and accept before you finish."
    >
      {({ goToNext }) => (
        <CryptoRisksStep
          busy={complete.isPending}
          onAcknowledged={() => complete.mutate('pre-success', { onSuccess: (next) => void goToNext(next) })}
        />
      )}
    </OnboardingStepFrame>
  );
}

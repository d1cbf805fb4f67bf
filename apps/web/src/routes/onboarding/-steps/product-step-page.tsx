// The product steps of the flows: the generic flow's referral code and welcome, checking's intro,
// crypto's intro, checking account and risks.
import { AccountActivationStep } from '../../../features/checking/components/onboarding/account-activation-step';
import { IntroStep } from '../../../features/checking/components/onboarding/intro-step';
import { CryptoIntroStep } from '../../../features/crypto/components/onboarding/crypto-intro-step';
import { CryptoRisksStep } from '../../../features/crypto/components/onboarding/crypto-risks-step';
import { OnboardingStepFrame } from '../../../features/onboarding/components/onboarding-step-frame';
import { WelcomeStep } from '../../../features/onboarding/components/welcome-step';
import { ReferralCodeStep } from '../../../features/referral-signup/components/referral-code-step';

export function WelcomeStepPage() {
  return (
    <OnboardingStepFrame flow="generic" step="welcome">
      {({ completeStep, completing, state }) => (
        <WelcomeStep
          upcoming={state.steps
            .filter((step) => step.status !== 'done' && step.id !== 'welcome')
            .map((step) => step.id)}
          busy={completing}
          onContinue={completeStep}
        />
      )}
    </OnboardingStepFrame>
  );
}

export function CheckingIntroStepPage() {
  return (
    <OnboardingStepFrame flow="roarmoney" step="intro" bare>
      {({ completeStep, completing }) => <IntroStep busy={completing} onContinue={completeStep} />}
    </OnboardingStepFrame>
  );
}

export function ReferralStepPage() {
  return (
    <OnboardingStepFrame
      flow="generic"
      step="referral"
      intro="If a member shared their referral code with you, enter it so they get credit. You can skip this."
    >
      {({ completeStep }) => <ReferralCodeStep onDone={completeStep} />}
    </OnboardingStepFrame>
  );
}

export function CryptoIntroStepPage() {
  return (
    <OnboardingStepFrame flow="crypto" step="intro" bare>
      {({ completeStep, completing }) => <CryptoIntroStep busy={completing} onContinue={completeStep} />}
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
  return (
    <OnboardingStepFrame
      flow="crypto"
      step="pre-success"
      intro="Four things to know about crypto, to read and accept before you finish."
    >
      {({ completeStep, completing }) => <CryptoRisksStep busy={completing} onAcknowledged={completeStep} />}
    </OnboardingStepFrame>
  );
}

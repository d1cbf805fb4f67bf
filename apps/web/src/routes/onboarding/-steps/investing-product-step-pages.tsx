// The product steps of managed investing and active investing (decision 072): the same
// components as the investment flow's where the step is the same, with the flow's own way forward.

import { AccountDisclosuresForm } from '../../../features/investing/components/onboarding/account-disclosures-form';
import { ActiveInvestingIntroStep } from '../../../features/investing/components/onboarding/active-investing-intro-step';
import { FundAccountStep } from '../../../features/investing/components/onboarding/fund-account-step';
import { InvestingIntroStep } from '../../../features/investing/components/onboarding/investing-intro-step';
import { ManagedAccountActivationStep } from '../../../features/investing/components/onboarding/managed-account-activation-step';
import { ManagedAccountPortfolioStep } from '../../../features/investing/components/onboarding/managed-account-portfolio-step';
import { ModelPortfolioStep } from '../../../features/investing/components/onboarding/model-portfolio-step';
import { SelfDirectedPortfolioStep } from '../../../features/investing/components/onboarding/self-directed-portfolio-step';
import { OnboardingStepFrame } from '../../../features/onboarding/components/onboarding-step-frame';
import { useCheckingForTransfers } from '../../investment/-shared/use-checking-for-transfers';

const managedQuestions = '/onboarding/managed-investing/question-1' as const;

export function ManagedInvestingIntroStepPage() {
  return (
    <OnboardingStepFrame flow="managed-investing" step="intro" title="Managed investing">
      {({ completeStep, completing }) => <InvestingIntroStep busy={completing} onContinue={completeStep} />}
    </OnboardingStepFrame>
  );
}

export function ManagedInvestingActivationStepPage() {
  return (
    <OnboardingStepFrame
      flow="managed-investing"
      step="account-activation"
      title="Open your managed account"
      intro="Check your risk profile, read the documents every investor gets before an account opens, and accept them."
    >
      {({ goToNext }) => (
        <ManagedAccountActivationStep onOpened={() => void goToNext()} questionsPath={managedQuestions} />
      )}
    </OnboardingStepFrame>
  );
}

export function DiversifiedPortfolioStepPage() {
  return (
    <OnboardingStepFrame flow="managed-investing" step="diversified-portfolio" title="Your model portfolio">
      {({ completeStep, completing }) => (
        <ModelPortfolioStep
          busy={completing}
          onContinue={completeStep}
          action="Continue"
          questionsPath={managedQuestions}
        />
      )}
    </OnboardingStepFrame>
  );
}

export function ManagedPortfolioStepPage() {
  return (
    <OnboardingStepFrame flow="managed-investing" step="portfolio" title="Your portfolio">
      {({ completeStep, completing }) => (
        <ManagedAccountPortfolioStep busy={completing} onContinue={completeStep} questionsPath={managedQuestions} />
      )}
    </OnboardingStepFrame>
  );
}

export function ManagedPaymentMethodStepPage() {
  const checking = useCheckingForTransfers();
  return (
    <OnboardingStepFrame flow="managed-investing" step="payment-method" title="Add money">
      {({ completeStep, completing }) => (
        <FundAccountStep kind="MANAGED" checking={checking} onDone={completeStep} busy={completing} />
      )}
    </OnboardingStepFrame>
  );
}

export function ActiveInvestingIntroStepPage() {
  return (
    <OnboardingStepFrame flow="active-investing" step="intro" title="Self-directed investing">
      {({ completeStep, completing }) => <ActiveInvestingIntroStep busy={completing} onContinue={completeStep} />}
    </OnboardingStepFrame>
  );
}

export function ActiveInvestingActivationStepPage() {
  return (
    <OnboardingStepFrame
      flow="active-investing"
      step="account-activation"
      title="Open your self-directed account"
      intro="Read the documents every investor gets before an account opens, and accept them."
    >
      {({ goToNext }) => <AccountDisclosuresForm kind="SELF_DIRECTED" onOpened={() => void goToNext()} />}
    </OnboardingStepFrame>
  );
}

export function ActivePortfolioStepPage() {
  return (
    <OnboardingStepFrame flow="active-investing" step="portfolio" title="Your portfolio">
      {({ completeStep, completing }) => <SelfDirectedPortfolioStep busy={completing} onContinue={completeStep} />}
    </OnboardingStepFrame>
  );
}

export function ActivePaymentMethodStepPage() {
  const checking = useCheckingForTransfers();
  return (
    <OnboardingStepFrame flow="active-investing" step="payment-method" title="Add money">
      {({ completeStep, completing }) => (
        <FundAccountStep kind="SELF_DIRECTED" checking={checking} onDone={completeStep} busy={completing} />
      )}
    </OnboardingStepFrame>
  );
}

// The investment flow's product steps (decision 072): intro, start, the four risk questions, the
// opening with its disclosures, and the model portfolio.
import { notFound } from '@tanstack/react-router';
import { InvestingIntroStep } from '../../../features/investing/components/onboarding/investing-intro-step';
import { InvestingStartStep } from '../../../features/investing/components/onboarding/investing-start-step';
import { ManagedAccountActivationStep } from '../../../features/investing/components/onboarding/managed-account-activation-step';
import { ModelPortfolioStep } from '../../../features/investing/components/onboarding/model-portfolio-step';
import { RiskQuestionStep } from '../../../features/investing/components/onboarding/risk-question-step';
import { riskQuestionNumbers } from '../../../features/investing/lib/risk-question-numbers';
import { OnboardingStepFrame } from '../../../features/onboarding/components/onboarding-step-frame';

export function InvestingIntroStepPage() {
  return (
    <OnboardingStepFrame flow="investment" step="intro" title="Managed investing">
      {({ completeStep, completing }) => <InvestingIntroStep busy={completing} onContinue={completeStep} />}
    </OnboardingStepFrame>
  );
}

export function InvestingStartStepPage() {
  return (
    <OnboardingStepFrame flow="investment" step="start">
      {({ completeStep, completing }) => <InvestingStartStep busy={completing} onContinue={completeStep} />}
    </OnboardingStepFrame>
  );
}

type RiskQuestionStepId = `question-${1 | 2 | 3 | 4}`;

/**
 * The loader of a flow's `question-{$number}` route: one route for the four questions keeps three
 * routes out of every page's first download (decision 014). Any other number is not a page.
 */
export function riskQuestionLoader({ params }: { params: { number: string } }) {
  if (!riskQuestionNumbers.includes(params.number)) throw notFound();
  return {
    step: `question-${params.number}` as RiskQuestionStepId,
    pageMeta: {
      title: `Risk question ${params.number}`,
      description: `Question ${params.number} of 4 of your investing risk profile.`,
    },
  };
}

export function RiskQuestionStepPage({
  step,
  flow = 'investment',
}: {
  step: RiskQuestionStepId;
  /** The investment flow's questions, or the same questions in managed investing's flow. */
  flow?: 'investment' | 'managed-investing';
}) {
  return (
    <OnboardingStepFrame flow={flow} step={step}>
      {({ completeStep }) => <RiskQuestionStep step={step} onSaved={completeStep} />}
    </OnboardingStepFrame>
  );
}

export function ManagedAccountActivationStepPage() {
  return (
    <OnboardingStepFrame
      flow="investment"
      step="account-activation"
      title="Open your managed account"
      intro="Check your risk profile, read the documents every investor gets before an account opens, and accept them."
    >
      {({ goToNext }) => <ManagedAccountActivationStep onOpened={() => void goToNext()} />}
    </OnboardingStepFrame>
  );
}

export function ModelPortfolioStepPage() {
  return (
    <OnboardingStepFrame flow="investment" step="portfolio">
      {({ completeStep, completing }) => <ModelPortfolioStep busy={completing} onContinue={completeStep} />}
    </OnboardingStepFrame>
  );
}

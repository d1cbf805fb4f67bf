// The cash advance's onboarding steps: what it is, the bank and its underwriting, the answer, how to
// repay, the agreements that turn it on, the first advance and the end. Each sits in the step frame,
// which sends a member to the step due when this one is not yet theirs.
import { useNavigate } from '@tanstack/react-router';
import { useAffiliateStore } from '../../../features/affiliate/store';
import { useLinkedBanks } from '../../../features/bank-linking/api/linked-banks';
import { BankLinkFlow } from '../../../features/bank-linking/components/bank-link-flow';
import { BankLinkPreroll, type PrerollReason } from '../../../features/bank-linking/components/bank-link-preroll';
import { BankLinkingStep } from '../../../features/cash-advance/components/onboarding/bank-linking-step';
import { DeniedStep } from '../../../features/cash-advance/components/onboarding/denied-step';
import { DisbursementActivationStep } from '../../../features/cash-advance/components/onboarding/disbursement-activation-step';
import { DisbursementDestinationStep } from '../../../features/cash-advance/components/onboarding/disbursement-destination-step';
import { DisbursementSuccessStep } from '../../../features/cash-advance/components/onboarding/disbursement-success-step';
import { IntroStep } from '../../../features/cash-advance/components/onboarding/intro-step';
import { QualificationStep } from '../../../features/cash-advance/components/onboarding/qualification-step';
import { RepaymentMethodStep } from '../../../features/cash-advance/components/onboarding/repayment-method-step';
import { AccountActivationStep } from '../../../features/checking/components/onboarding/account-activation-step';
import { OnboardingStepFrame } from '../../../features/onboarding/components/onboarding-step-frame';
import { cashAdvanceIdentityCheck } from '../../-instacash/identity-check';

const reasons: PrerollReason[] = [
  {
    title: 'Your bank shows your limit',
    text: 'Your pay, your balance and any overdrafts in its history work out how much you can take. No credit check.',
  },
  {
    title: 'Your payday is your repayment date',
    text: 'We find when your pay arrives, so an advance is repaid on the day you have the money.',
  },
];

/** A bank linked already (from the accounts page, or another product) is named, and the steps go on from it. */
export function InstacashIntroStepPage() {
  const banks = useLinkedBanks();
  const linked = banks.data?.banks.find((bank) => bank.status === 'COMPLETE') ?? banks.data?.banks[0];
  const linkedBankName = banks.isPending ? undefined : (linked?.institution.name ?? null);
  return (
    <OnboardingStepFrame flow="instacash" step="intro" bare>
      {({ completeStep, completing }) => (
        <IntroStep busy={completing} onContinue={completeStep} linkedBankName={linkedBankName} />
      )}
    </OnboardingStepFrame>
  );
}

export function InstacashPrerollStepPage() {
  return (
    <OnboardingStepFrame flow="instacash" step="bv-preroll">
      {({ completeStep, completing }) => (
        <BankLinkPreroll reasons={reasons} busy={completing} onContinue={completeStep} />
      )}
    </OnboardingStepFrame>
  );
}

/** Linking is a fact step (a linked bank); the underwriting runs before going on, so the answer is ready. */
export function InstacashBankLinkingStepPage() {
  return (
    <OnboardingStepFrame flow="instacash" step="bv-linking">
      {({ goToNext, state }) => (
        <BankLinkingStep
          alreadyLinked={state.steps.some((step) => step.id === 'bv-linking' && step.status === 'done')}
          onUnderwritten={() => void goToNext()}
          bankLink={(onLinked) => (
            <BankLinkFlow headingOrder={2} returnTo="/onboarding/instacash/bv-linking" onLinked={onLinked} />
          )}
        />
      )}
    </OnboardingStepFrame>
  );
}

export function InstacashQualifiedStepPage({ trial }: { trial: boolean }) {
  const step = trial ? 'trial-qualified' : 'qualified';
  return (
    <OnboardingStepFrame flow="instacash" step={step}>
      {({ goToNext, completeStep, completing }) => (
        <QualificationStep
          expected={trial ? 'TRIAL_QUALIFIED' : 'QUALIFIED'}
          goToNext={() => goToNext()}
          onContinue={completeStep}
          busy={completing}
        />
      )}
    </OnboardingStepFrame>
  );
}

export function InstacashDeniedStepPage() {
  return (
    <OnboardingStepFrame flow="instacash" step="bv-denied">
      {({ goToNext }) => <DeniedStep goToNext={() => goToNext()} />}
    </OnboardingStepFrame>
  );
}

/** add-card is the same step under another name (spec section 2). */
export function InstacashRepaymentMethodStepPage() {
  return (
    <OnboardingStepFrame
      flow="instacash"
      step="add-repayment-method"
      intro="Your linked bank repays by default. You can add a debit card instead."
    >
      {({ completeStep, completing }) => <RepaymentMethodStep onContinue={completeStep} busy={completing} />}
    </OnboardingStepFrame>
  );
}

/** A partner's lead that brought the member goes with the agreements. */
export function InstacashActivationStepPage() {
  const leadGenTransactionId = useAffiliateStore((state) => state.details?.leadGenTransactionId ?? undefined);
  return (
    <OnboardingStepFrame flow="instacash" step="disbursement-activation">
      {({ goToNext }) => (
        <DisbursementActivationStep onActive={() => goToNext()} leadGenTransactionId={leadGenTransactionId} />
      )}
    </OnboardingStepFrame>
  );
}

export function InstacashDestinationStepPage() {
  return (
    <OnboardingStepFrame
      flow="instacash"
      step="disbursement-destination"
      intro="Take your first advance now, or whenever you need it."
    >
      {({ completeStep, completing }) => (
        <DisbursementDestinationStep onDone={completeStep} busy={completing} identityCheck={cashAdvanceIdentityCheck} />
      )}
    </OnboardingStepFrame>
  );
}

export function InstacashSuccessStepPage() {
  return (
    <OnboardingStepFrame flow="instacash" step="disbursement-success">
      {({ completeStep, completing }) => <DisbursementSuccessStep onContinue={completeStep} busy={completing} />}
    </OnboardingStepFrame>
  );
}

/** Checking's own account opening, outside the step order: back to where the advance is asked for once it is open. */
export function InstacashCheckingStepPage({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  return <AccountActivationStep onOpened={() => navigate({ to: returnTo })} />;
}

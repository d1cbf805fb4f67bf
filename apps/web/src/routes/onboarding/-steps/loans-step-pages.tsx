// The loans flow's own steps: how the member earns (income-profile's forms, done once answered) and
// the answers confirmed (loans).
import { AnnualIncomeForm } from '../../../features/income-profile/components/annual-income-form';
import { EmploymentForm } from '../../../features/income-profile/components/employment-form';
import { LoansConfirmation } from '../../../features/loans/components/loans-confirmation';
import { useCompleteStep } from '../../../features/onboarding/api/onboarding-state';
import { OnboardingStepFrame } from '../../../features/onboarding/components/onboarding-step-frame';

export function EmploymentStepPage() {
  return (
    <OnboardingStepFrame flow="loans" step="employment">
      {({ goToNext }) => <EmploymentForm submitLabel="Continue" onSaved={() => void goToNext()} />}
    </OnboardingStepFrame>
  );
}

export function AnnualIncomeStepPage() {
  return (
    <OnboardingStepFrame flow="loans" step="annual-income">
      {({ goToNext }) => <AnnualIncomeForm submitLabel="Continue" onSaved={() => void goToNext()} />}
    </OnboardingStepFrame>
  );
}

export function LoansConfirmationStepPage() {
  const complete = useCompleteStep('loans');
  return (
    <OnboardingStepFrame flow="loans" step="confirmation" intro="Make sure everything is correct before you confirm.">
      {({ goToNext }) => (
        <LoansConfirmation
          busy={complete.isPending}
          onConfirm={() => complete.mutate('confirmation', { onSuccess: (next) => void goToNext(next) })}
        />
      )}
    </OnboardingStepFrame>
  );
}

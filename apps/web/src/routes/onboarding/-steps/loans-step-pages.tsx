// The loans flow's own steps: how the member earns (income-profile's forms, done once answered) and
// the answers confirmed (loans, reading the linked banks and the income profile the route gives it).
import { linkedBanksQueryOptions } from '../../../features/bank-linking/api/linked-banks';
import { incomeProfileQueryOptions } from '../../../features/income-profile/api/get-income-profile';
import { AnnualIncomeForm } from '../../../features/income-profile/components/annual-income-form';
import { EmploymentForm } from '../../../features/income-profile/components/employment-form';
import { LoansConfirmation } from '../../../features/loans/components/loans-confirmation';
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
  return (
    <OnboardingStepFrame flow="loans" step="confirmation" intro="Make sure everything is correct before you confirm.">
      {({ completeStep, completing }) => (
        <LoansConfirmation
          busy={completing}
          onConfirm={completeStep}
          banksQuery={linkedBanksQueryOptions()}
          incomeQuery={incomeProfileQueryOptions()}
        />
      )}
    </OnboardingStepFrame>
  );
}

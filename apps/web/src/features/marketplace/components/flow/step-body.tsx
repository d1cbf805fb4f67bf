// The form of each step. Choices and amounts share two components; the rest have their own.
import { annualIncomeCentsSchema } from '@fernleaf/contract/income-profile';
import {
  cardPurposeLabels,
  cardPurposes,
  creditCardAnswersSchema,
  creditScoreBandLabels,
  creditScoreBands,
  debtAmountCentsSchema,
  educationLabels,
  educationLevels,
  loanAmountCentsSchema,
  loanPurposeLabels,
  paycheckTypeLabels,
  paycheckTypes,
  personalLoanAnswersSchema,
} from '@fernleaf/contract/marketplace';
import { debtPayingPurposes, type LoanPurpose, loanPurposes, stepCopy } from '@fernleaf/contract/marketplace-flows';
import { payFrequencies } from '@fernleaf/contract/pay-schedule';
import { payFrequencyLabels } from '../../lib/labels';
import { AddressStep } from '../steps/address-step';
import { AmountStep } from '../steps/amount-step';
import { optionsOf } from '../steps/choice-cards';
import { ChoiceStep } from '../steps/choice-step';
import { ConfirmationStep } from '../steps/confirmation-step';
import { DateOfBirthStep } from '../steps/date-of-birth-step';
import { EmailStep } from '../steps/email-step';
import { EmploymentStep } from '../steps/employment-step';
import { GetStartedStep } from '../steps/get-started-step';
import { type HumanCheckSlot, PasswordStep } from '../steps/password-step';
import { PersonalDetailsStep } from '../steps/personal-details-step';
import { PhoneStep } from '../steps/phone-step';
import { PrimaryBankStep } from '../steps/primary-bank-step';
import { SsnStep } from '../steps/ssn-step';
import type { StepProps } from '../steps/step-props';

const schemas = personalLoanAnswersSchema.shape;

/** Paying off debt asks how much there is: choosing such a purpose adds that step, leaving one removes it. */
export function debtStepNote(answered: LoanPurpose | undefined, chosen: LoanPurpose | undefined): string | undefined {
  const pays = (purpose: LoanPurpose | undefined) => purpose !== undefined && debtPayingPurposes.includes(purpose);
  if (pays(chosen) && !pays(answered)) return 'This adds a step: how much debt you have.';
  if (!pays(chosen) && pays(answered) && chosen !== undefined)
    return 'This removes the step that asks how much debt you have.';
  return undefined;
}

export function StepBody(props: StepProps & { humanCheck: HumanCheckSlot }) {
  const { step, answers, complete, back } = props;
  const question = stepCopy[step].title;
  const asked = { question, back };

  switch (step) {
    case 'get-started':
      return <GetStartedStep {...props} />;
    case 'loan-amount':
      return (
        <AmountStep
          {...asked}
          label="Loan amount"
          description="From $1,000 to $50,000"
          initialCents={answers.loanAmountCents}
          schema={loanAmountCentsSchema}
          onAnswered={(loanAmountCents) => complete({ loanAmountCents })}
        />
      );
    case 'loan-purpose-choice':
      return (
        <ChoiceStep
          {...asked}
          options={optionsOf(loanPurposes, loanPurposeLabels)}
          initial={answers.loanPurpose}
          schema={schemas.loanPurpose}
          onChosen={(loanPurpose) => complete({ loanPurpose })}
          pathNote={(chosen) => debtStepNote(answers.loanPurpose, chosen)}
        />
      );
    case 'card-purpose':
      return (
        <ChoiceStep
          {...asked}
          options={optionsOf(cardPurposes, cardPurposeLabels)}
          initial={answers.cardPurpose}
          schema={creditCardAnswersSchema.shape.cardPurpose}
          onChosen={(cardPurpose) => complete({ cardPurpose })}
        />
      );
    case 'debt-amount':
      return (
        <AmountStep
          {...asked}
          label="Unsecured debt"
          initialCents={answers.debtAmountCents}
          schema={debtAmountCentsSchema}
          onAnswered={(debtAmountCents) => complete({ debtAmountCents })}
        />
      );
    case 'email':
      return <EmailStep {...props} />;
    case 'password':
      return <PasswordStep {...props} />;
    case 'credit-score':
      return (
        <ChoiceStep
          {...asked}
          options={optionsOf(creditScoreBands, creditScoreBandLabels)}
          initial={answers.creditScoreBand}
          schema={schemas.creditScoreBand}
          onChosen={(creditScoreBand) => complete({ creditScoreBand })}
        />
      );
    case 'personal-details':
      return <PersonalDetailsStep {...props} />;
    case 'date-of-birth':
      return <DateOfBirthStep {...props} />;
    case 'phone':
      return <PhoneStep {...props} />;
    case 'address':
      return <AddressStep {...props} />;
    case 'employment':
      return <EmploymentStep {...props} />;
    case 'income':
      return (
        <AmountStep
          {...asked}
          label="Annual household income"
          initialCents={answers.annualIncomeCents}
          schema={annualIncomeCentsSchema}
          onAnswered={(annualIncomeCents) => complete({ annualIncomeCents })}
        />
      );
    case 'paycheck-frequency':
      return (
        <ChoiceStep
          {...asked}
          options={optionsOf(payFrequencies, payFrequencyLabels)}
          initial={answers.paycheckFrequency}
          schema={schemas.paycheckFrequency}
          onChosen={(paycheckFrequency) => complete({ paycheckFrequency })}
        />
      );
    case 'paycheck-type':
      return (
        <ChoiceStep
          {...asked}
          options={optionsOf(paycheckTypes, paycheckTypeLabels)}
          initial={answers.paycheckType}
          schema={schemas.paycheckType}
          onChosen={(paycheckType) => complete({ paycheckType })}
        />
      );
    case 'education':
      return (
        <ChoiceStep
          {...asked}
          options={optionsOf(educationLevels, educationLabels)}
          initial={answers.education}
          schema={schemas.education}
          onChosen={(education) => complete({ education })}
        />
      );
    case 'primary-bank':
      return <PrimaryBankStep {...props} />;
    case 'ssn':
      return <SsnStep {...props} />;
    case 'confirmation':
      return <ConfirmationStep {...props} />;
    case 'offers-result':
      // The offers have a route of their own, for members only.
      return null;
  }
}

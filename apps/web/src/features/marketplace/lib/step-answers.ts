// Which answers each step gives, so the flow can tell an answered step from one still to answer and
// put a refused field back on the step that asks it.
import type { MarketplaceStep } from '@fernleaf/contract/marketplace-flows';
import type { FlowAnswers } from './answers';

export type AnswerField = keyof FlowAnswers;

export const answerFieldsOf: Partial<Record<MarketplaceStep, readonly AnswerField[]>> = {
  'loan-amount': ['loanAmountCents'],
  'loan-purpose-choice': ['loanPurpose'],
  'card-purpose': ['cardPurpose'],
  'debt-amount': ['debtAmountCents'],
  email: ['email'],
  'credit-score': ['creditScoreBand'],
  'personal-details': ['firstName', 'lastName'],
  'date-of-birth': ['dateOfBirth'],
  phone: ['phoneNumber'],
  address: ['address'],
  employment: ['employment'],
  income: ['annualIncomeCents'],
  'paycheck-frequency': ['paycheckFrequency'],
  'paycheck-type': ['paycheckType'],
  education: ['education'],
  'primary-bank': ['primaryBank'],
  ssn: ['ssn'],
};

/** Steps that ask nothing (the introduction, the account, the confirmation) count as answered. */
export function isStepAnswered(step: MarketplaceStep, answers: FlowAnswers): boolean {
  return (answerFieldsOf[step] ?? []).every((field) => answers[field] !== undefined);
}

/**
 * The step that asks the field an error names: `answers.address.streetAddress` (the application's
 * path) or `address.zip` both belong to the address step.
 */
export function stepOfField(path: string): MarketplaceStep | undefined {
  const [first, second] = path.split('.');
  const field = first === 'answers' ? second : first;
  const entry = Object.entries(answerFieldsOf).find(([, fields]) => fields.includes(field as AnswerField));
  return entry?.[0] as MarketplaceStep | undefined;
}

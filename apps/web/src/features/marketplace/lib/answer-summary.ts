// The confirmation's list: every answer an application will carry, in the order the flow asks them,
// including those a member's records answered, each with the step that changes it.
import { employmentStatusLabels } from '@fernleaf/contract/income-profile';
import {
  cardPurposeLabels,
  creditScoreBandLabels,
  educationLabels,
  loanPurposeLabels,
  paycheckTypeLabels,
} from '@fernleaf/contract/marketplace';
import { debtPayingPurposes, flowSteps, type MarketplaceStep } from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { formatCents, formatDollars } from '@fernleaf/contract/money';
import { formatPersonName } from '../../../lib/format/person-name';
import { formatPhone } from '../../../lib/format/phone';
import { maskSsn } from '../../../lib/format/ssn';
import type { AddressValues, FlowAnswers } from './answers';
import { payFrequencyLabels } from './labels';
import { answerFieldsOf } from './step-answers';

export interface SummaryRow {
  step: MarketplaceStep;
  label: string;
  /** Null when the step has no answer yet. */
  value: string | null;
}

export function formatAddress(address: AddressValues): string {
  const street = [address.streetAddress.trim(), address.apt.trim()].filter(Boolean).join(', ');
  return `${street}, ${address.city.trim()}, ${address.state.toUpperCase()} ${address.zip.trim()}`;
}

type Described = { label: string; value: (answers: FlowAnswers) => string | undefined };

const described: Partial<Record<MarketplaceStep, Described>> = {
  'loan-amount': { label: 'Loan amount', value: (a) => loanMoney(a.loanAmountCents) },
  'loan-purpose-choice': { label: 'Loan purpose', value: (a) => a.loanPurpose && loanPurposeLabels[a.loanPurpose] },
  'debt-amount': { label: 'Unsecured debt', value: (a) => loanMoney(a.debtAmountCents) },
  'card-purpose': {
    label: 'What you want from a card',
    value: (a) => a.cardPurpose && cardPurposeLabels[a.cardPurpose],
  },
  'credit-score': {
    label: 'Credit score',
    value: (a) => a.creditScoreBand && creditScoreBandLabels[a.creditScoreBand],
  },
  'personal-details': {
    label: 'Legal name',
    value: (a) => (a.firstName && a.lastName ? formatPersonName(`${a.firstName} ${a.lastName}`) : undefined),
  },
  'date-of-birth': { label: 'Date of birth', value: (a) => a.dateOfBirth },
  phone: { label: 'Mobile number', value: (a) => a.phoneNumber && formatPhone(a.phoneNumber) },
  address: { label: 'Home address', value: (a) => a.address && formatAddress(a.address) },
  employment: {
    label: 'Employment',
    value: (a) =>
      a.employment &&
      `${employmentStatusLabels[a.employment.employmentStatus]}${a.employment.employerName ? `, at ${a.employment.employerName}` : ''}`,
  },
  income: { label: 'Annual household income', value: (a) => money(a.annualIncomeCents) },
  'paycheck-frequency': {
    label: 'How often you are paid',
    value: (a) => a.paycheckFrequency && payFrequencyLabels[a.paycheckFrequency],
  },
  'paycheck-type': { label: 'How you are paid', value: (a) => a.paycheckType && paycheckTypeLabels[a.paycheckType] },
  education: { label: 'Education', value: (a) => a.education && educationLabels[a.education] },
  'primary-bank': {
    label: 'Primary bank',
    value: (a) => a.primaryBank && (a.primaryBank.include ? (a.primaryBank.bankName ?? '') : 'Not included'),
  },
  ssn: { label: 'Social Security number', value: (a) => a.ssn && maskSsn(a.ssn) },
};

function money(cents: number | undefined): string | undefined {
  return cents === undefined ? undefined : formatDollars(cents);
}

/**
 * A loan's amount (and the debt it pays off) to the cent, as the offer cards write every amount
 * (decision 024), so the flow never shows "$12,000" here and "$12,000.00" on the offers.
 */
function loanMoney(cents: number | undefined): string | undefined {
  return cents === undefined ? undefined : formatCents(cents);
}

/** Every step of the flow that asks something, with its answer; the debt amount only for a loan that pays debt off. */
export function summaryRows(vertical: MarketplaceVertical, answers: FlowAnswers): SummaryRow[] {
  return flowSteps[vertical].flatMap((step): SummaryRow[] => {
    const description = described[step];
    // The email is the account's, not an answer the application carries.
    if (!description || !answerFieldsOf[step] || step === 'email') return [];
    if (
      vertical === 'personal-loan' &&
      step === 'debt-amount' &&
      !(answers.loanPurpose && debtPayingPurposes.includes(answers.loanPurpose))
    ) {
      return [];
    }
    return [{ step, label: description.label, value: description.value(answers) ?? null }];
  });
}

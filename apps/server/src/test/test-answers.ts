// Test support: valid answers for each flow, parsed through the contract as the server receives
// them, with a change applied. A test names only the answer it is about.
import {
  type CreditCardAnswers,
  type DebtReliefAnswers,
  type PersonalLoanAnswers,
  submitApplicationBodySchema,
} from '@fernleaf/contract/marketplace';

export const homeAddress = {
  streetAddress: '1600 Market Street',
  apt: 'Apt 12',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19103',
};

const personalDetails = {
  firstName: 'Avery',
  lastName: 'Stone',
  dateOfBirth: '04-12-1988',
  phoneNumber: '(215) 555-0123',
  address: homeAddress,
  employment: { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Blue Harbor Cafe' },
};

/** As the confirmation step sends them: a strong profile borrowing $15,000 to consolidate debt. */
export function personalLoanInput(change: Record<string, unknown> = {}) {
  return {
    loanAmountCents: 1_500_000,
    loanPurpose: 'DEBT_CONSOLIDATION',
    debtAmountCents: 1_400_000,
    creditScoreBand: 'EXCELLENT',
    ...personalDetails,
    annualIncomeCents: 12_000_000,
    paycheckFrequency: 'BIWEEKLY',
    paycheckType: 'DIRECT_DEPOSIT',
    education: 'BACHELOR',
    primaryBank: { include: true, bankName: 'Chase' },
    ssn: '219-44-6789',
    ...change,
  };
}

export function creditCardInput(change: Record<string, unknown> = {}) {
  return {
    cardPurpose: 'CASH_BACK',
    creditScoreBand: 'GOOD',
    ...personalDetails,
    annualIncomeCents: 7_000_000,
    ssn: '219-44-6789',
    ...change,
  };
}

export function debtReliefInput(change: Record<string, unknown> = {}) {
  return { debtAmountCents: 2_400_000, annualIncomeCents: 4_800_000, address: homeAddress, ...change };
}

export function personalLoanAnswers(change: Record<string, unknown> = {}): PersonalLoanAnswers {
  const parsed = submitApplicationBodySchema.parse({ vertical: 'personal-loan', answers: personalLoanInput(change) });
  if (parsed.vertical !== 'personal-loan') throw new Error('parsed as another vertical');
  return parsed.answers;
}

export function creditCardAnswers(change: Record<string, unknown> = {}): CreditCardAnswers {
  const parsed = submitApplicationBodySchema.parse({ vertical: 'credit-cards', answers: creditCardInput(change) });
  if (parsed.vertical !== 'credit-cards') throw new Error('parsed as another vertical');
  return parsed.answers;
}

export function debtReliefAnswers(change: Record<string, unknown> = {}): DebtReliefAnswers {
  const parsed = submitApplicationBodySchema.parse({ vertical: 'debt-relief', answers: debtReliefInput(change) });
  if (parsed.vertical !== 'debt-relief') throw new Error('parsed as another vertical');
  return parsed.answers;
}

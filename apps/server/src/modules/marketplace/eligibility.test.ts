import { describe, expect, it } from 'vitest';
import { creditCardAnswers, debtReliefAnswers, homeAddress, personalLoanAnswers } from '../../test/test-answers.ts';
import { cardRuleFailures, debtReliefRuleFailures, earnedWageRuleFailures, loanRuleFailures } from './eligibility.ts';
import type {
  CreditCardProduct,
  DebtReliefProduct,
  EarnedWageAccessProduct,
  PersonalLoanProduct,
} from './partner-products.ts';

const applicantRules = {
  minCreditScoreBand: 'GOOD',
  minAnnualIncomeCents: 5_000_000,
  excludedStates: ['NY', 'VT'],
  refusedEmploymentStatuses: ['UNEMPLOYED', 'STUDENT'],
} as const;

const loan: PersonalLoanProduct = {
  kind: 'personal-loan',
  id: 'test-loan',
  partnerName: 'Test Lending',
  productName: 'Test Loan',
  highlights: [],
  rules: {
    ...applicantRules,
    minAmountCents: 500_000,
    maxAmountCents: 2_000_000,
    purposes: ['DEBT_CONSOLIDATION', 'HOME_IMPROVEMENT'],
  },
  terms: {
    interestRateMinBps: 800,
    interestRateMaxBps: 2000,
    termMonths: 36,
    originationFeeBps: 0,
    primaryBankDiscountBps: 0,
  },
  compensation: { amountCents: 10_000, basis: 'PER_APPROVAL' },
};

describe('loanRuleFailures', () => {
  it('fails no rule for answers that meet every one', () => {
    expect(loanRuleFailures(loan, personalLoanAnswers())).toEqual([]);
  });

  it.each([
    [{ creditScoreBand: 'FAIR' }, 'CREDIT_SCORE'],
    [{ creditScoreBand: 'POOR' }, 'CREDIT_SCORE'],
    [{ annualIncomeCents: 4_999_900 }, 'ANNUAL_INCOME'],
    [{ address: { ...homeAddress, state: 'NY', zip: '10001' } }, 'STATE'],
    [{ employment: { employmentStatus: 'UNEMPLOYED' } }, 'EMPLOYMENT'],
    [{ employment: { employmentStatus: 'STUDENT' } }, 'EMPLOYMENT'],
    [{ loanAmountCents: 499_900 }, 'LOAN_AMOUNT'],
    [{ loanAmountCents: 2_000_100 }, 'LOAN_AMOUNT'],
    [{ loanPurpose: 'VACATION' }, 'LOAN_PURPOSE'],
  ])('%o fails %s alone', (change, rule) => {
    expect(loanRuleFailures(loan, personalLoanAnswers(change))).toEqual([rule]);
  });

  it.each([
    [{ creditScoreBand: 'GOOD' }],
    [{ annualIncomeCents: 5_000_000 }],
    [{ loanAmountCents: 500_000 }],
    [{ loanAmountCents: 2_000_000 }],
    [{ employment: { employmentStatus: 'RETIRED' } }],
  ])('accepts the edge %o', (change) => {
    expect(loanRuleFailures(loan, personalLoanAnswers(change))).toEqual([]);
  });

  it('names every rule an application fails', () => {
    const answers = personalLoanAnswers({
      creditScoreBand: 'POOR',
      annualIncomeCents: 1_000_000,
      address: { ...homeAddress, state: 'VT', zip: '05401' },
      employment: { employmentStatus: 'UNEMPLOYED' },
      loanAmountCents: 4_000_000,
      loanPurpose: 'WEDDING',
    });
    expect(loanRuleFailures(loan, answers)).toEqual([
      'CREDIT_SCORE',
      'ANNUAL_INCOME',
      'STATE',
      'EMPLOYMENT',
      'LOAN_AMOUNT',
      'LOAN_PURPOSE',
    ]);
  });
});

describe('cardRuleFailures', () => {
  const card: CreditCardProduct = {
    kind: 'credit-card',
    id: 'test-card',
    partnerName: 'Test Bank',
    productName: 'Test Card',
    highlights: [],
    rules: { ...applicantRules, purposes: ['CASH_BACK', 'LOW_INTEREST'] },
    terms: {
      purchaseAprMinBps: 1900,
      purchaseAprMaxBps: 2800,
      introAprMonths: 0,
      introAprAppliesTo: null,
      annualFeeCents: 0,
      securityDepositCents: 0,
      rewards: 'None',
    },
    compensation: { amountCents: 10_000, basis: 'PER_APPROVAL' },
  };

  it('offers the card for its main purpose and the others it suits', () => {
    expect(cardRuleFailures(card, creditCardAnswers({ cardPurpose: 'CASH_BACK' }))).toEqual([]);
    expect(cardRuleFailures(card, creditCardAnswers({ cardPurpose: 'LOW_INTEREST' }))).toEqual([]);
  });

  it.each([
    [{ cardPurpose: 'TRAVEL_REWARDS' }, 'CARD_PURPOSE'],
    [{ creditScoreBand: 'FAIR' }, 'CREDIT_SCORE'],
    [{ annualIncomeCents: 4_000_000 }, 'ANNUAL_INCOME'],
    [{ address: { ...homeAddress, state: 'NY', zip: '10001' } }, 'STATE'],
    [{ employment: { employmentStatus: 'STUDENT' } }, 'EMPLOYMENT'],
  ])('%o fails %s alone', (change, rule) => {
    expect(cardRuleFailures(card, creditCardAnswers(change))).toEqual([rule]);
  });
});

describe('debtReliefRuleFailures', () => {
  const program: DebtReliefProduct = {
    kind: 'debt-relief',
    id: 'test-relief',
    partnerName: 'Test Relief',
    productName: 'Test Program',
    highlights: [],
    rules: { minDebtCents: 1_000_000, minAnnualIncomeCents: 2_000_000, excludedStates: ['KS'] },
    terms: { feeMinBps: 1500, feeMaxBps: 2500, programMonthsMin: 24, programMonthsMax: 48 },
    compensation: { amountCents: 30_000, basis: 'PER_ENROLLMENT' },
  };

  it('enrolls from the minimum debt', () => {
    expect(debtReliefRuleFailures(program, debtReliefAnswers({ debtAmountCents: 1_000_000 }))).toEqual([]);
  });

  it.each([
    [{ debtAmountCents: 999_900 }, 'DEBT_AMOUNT'],
    [{ debtAmountCents: 0 }, 'DEBT_AMOUNT'],
    [{ annualIncomeCents: 1_999_900 }, 'ANNUAL_INCOME'],
    [{ address: { ...homeAddress, state: 'KS', zip: '66101' } }, 'STATE'],
  ])('%o fails %s alone', (change, rule) => {
    expect(debtReliefRuleFailures(program, debtReliefAnswers(change))).toEqual([rule]);
  });
});

describe('earnedWageRuleFailures', () => {
  const provider: EarnedWageAccessProduct = {
    kind: 'earned-wage-access',
    id: 'test-pay',
    partnerName: 'Test Pay',
    productName: 'Test Early Pay',
    highlights: [],
    rules: { minAnnualIncomeCents: 1_200_000, refusedEmploymentStatuses: ['UNEMPLOYED', 'RETIRED'] },
    terms: { maxAdvanceCents: 50_000, instantFeeCents: 299 },
    compensation: { amountCents: 1_500, basis: 'PER_ACCOUNT_OPENED' },
  };

  it('fails no rule on answers not on file', () => {
    expect(earnedWageRuleFailures(provider, { annualIncomeCents: null, employmentStatus: null })).toEqual([]);
  });

  it('weighs the answers on file', () => {
    expect(
      earnedWageRuleFailures(provider, { annualIncomeCents: 1_200_000, employmentStatus: 'EMPLOYED_PART_TIME' }),
    ).toEqual([]);
    expect(earnedWageRuleFailures(provider, { annualIncomeCents: 1_199_900, employmentStatus: null })).toEqual([
      'ANNUAL_INCOME',
    ]);
    expect(earnedWageRuleFailures(provider, { annualIncomeCents: null, employmentStatus: 'RETIRED' })).toEqual([
      'EMPLOYMENT',
    ]);
  });
});

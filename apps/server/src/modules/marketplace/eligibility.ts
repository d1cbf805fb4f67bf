// Which partner rules an application's answers fail; an offer is shown only when none fails. Pure:
// every rule is a comparison of one answer with one published rule, named so tests and logs can say
// which rule refused a product.
import type { UsStateCode } from '@fernleaf/contract/address';
import type { EmploymentStatus } from '@fernleaf/contract/income-profile';
import {
  type CreditCardAnswers,
  type CreditScoreBand,
  creditScoreRank,
  type DebtReliefAnswers,
  type PersonalLoanAnswers,
} from '@fernleaf/contract/marketplace';
import type {
  ApplicantRules,
  CreditCardProduct,
  DebtReliefProduct,
  EarnedWageAccessProduct,
  PersonalLoanProduct,
} from './partner-products.ts';

export type RuleName =
  | 'CREDIT_SCORE'
  | 'ANNUAL_INCOME'
  | 'STATE'
  | 'EMPLOYMENT'
  | 'LOAN_AMOUNT'
  | 'LOAN_PURPOSE'
  | 'CARD_PURPOSE'
  | 'DEBT_AMOUNT';

interface Applicant {
  creditScoreBand: CreditScoreBand;
  annualIncomeCents: number;
  state: UsStateCode;
  employmentStatus: EmploymentStatus;
}

function applicantFailures(rules: ApplicantRules, applicant: Applicant): RuleName[] {
  const failures: RuleName[] = [];
  if (creditScoreRank[applicant.creditScoreBand] < creditScoreRank[rules.minCreditScoreBand]) {
    failures.push('CREDIT_SCORE');
  }
  if (applicant.annualIncomeCents < rules.minAnnualIncomeCents) failures.push('ANNUAL_INCOME');
  if (rules.excludedStates.includes(applicant.state)) failures.push('STATE');
  if (rules.refusedEmploymentStatuses.includes(applicant.employmentStatus)) failures.push('EMPLOYMENT');
  return failures;
}

function applicantOf(answers: PersonalLoanAnswers | CreditCardAnswers): Applicant {
  return {
    creditScoreBand: answers.creditScoreBand,
    annualIncomeCents: answers.annualIncomeCents,
    state: answers.address.state,
    employmentStatus: answers.employment.employmentStatus,
  };
}

export function loanRuleFailures(product: PersonalLoanProduct, answers: PersonalLoanAnswers): RuleName[] {
  const { rules } = product;
  const failures = applicantFailures(rules, applicantOf(answers));
  if (answers.loanAmountCents < rules.minAmountCents || answers.loanAmountCents > rules.maxAmountCents) {
    failures.push('LOAN_AMOUNT');
  }
  if (!rules.purposes.includes(answers.loanPurpose)) failures.push('LOAN_PURPOSE');
  return failures;
}

export function cardRuleFailures(product: CreditCardProduct, answers: CreditCardAnswers): RuleName[] {
  const failures = applicantFailures(product.rules, applicantOf(answers));
  if (!product.rules.purposes.includes(answers.cardPurpose)) failures.push('CARD_PURPOSE');
  return failures;
}

export function debtReliefRuleFailures(product: DebtReliefProduct, answers: DebtReliefAnswers): RuleName[] {
  const { rules } = product;
  const failures: RuleName[] = [];
  if (answers.debtAmountCents < rules.minDebtCents) failures.push('DEBT_AMOUNT');
  if (answers.annualIncomeCents < rules.minAnnualIncomeCents) failures.push('ANNUAL_INCOME');
  if (rules.excludedStates.includes(answers.address.state)) failures.push('STATE');
  return failures;
}

/** The products page knows only the member's income profile; an answer not on file fails no rule. */
export function earnedWageRuleFailures(
  product: EarnedWageAccessProduct,
  member: { annualIncomeCents: number | null; employmentStatus: EmploymentStatus | null },
): RuleName[] {
  const failures: RuleName[] = [];
  if (member.annualIncomeCents !== null && member.annualIncomeCents < product.rules.minAnnualIncomeCents) {
    failures.push('ANNUAL_INCOME');
  }
  if (member.employmentStatus !== null && product.rules.refusedEmploymentStatuses.includes(member.employmentStatus)) {
    failures.push('EMPLOYMENT');
  }
  return failures;
}

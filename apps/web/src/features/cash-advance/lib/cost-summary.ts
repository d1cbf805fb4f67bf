// What an advance costs, as the member sees it while choosing: the amount, the instant fee, the tip,
// the total to repay, the repayment date and the APR the fee and tip amount to over the term (Reg Z
// Appendix J, the contract's annualPercentageRate). The quoted terms carry the server's figures.

import { dayNumberOf } from '@fernleaf/contract/calendar/days';
import { annualPercentageRate } from '@fernleaf/contract/cash-advance-apr';

export interface CostSummaryInput {
  /** All integer cents. */
  amount: number;
  fee: number;
  tip: number;
  /** YYYY-MM-DD, Eastern: the day the money is available to the member, where the term begins. */
  advancedOn: string | null;
  repaymentDate: string | null;
}

export interface CostSummary {
  amount: number;
  fee: number;
  tip: number;
  totalToRepay: number;
  repaymentDate: string | null;
  /** Days from the advance to the repayment date. */
  termDays: number | null;
  /** Percent to two decimals; null while the repayment date is not known. */
  apr: number | null;
}

export function costSummary({ amount, fee, tip, advancedOn, repaymentDate }: CostSummaryInput): CostSummary {
  const totalToRepay = amount + fee + tip;
  const termDays = advancedOn && repaymentDate ? dayNumberOf(repaymentDate) - dayNumberOf(advancedOn) : null;
  let apr: number | null = null;
  if (fee + tip === 0) apr = 0;
  else if (amount > 0 && advancedOn && repaymentDate && termDays !== null && termDays > 0) {
    apr = annualPercentageRate({
      amountFinancedCents: amount,
      advancedOn,
      payments: [{ onDate: repaymentDate, amountCents: totalToRepay }],
    });
  }
  return { amount, fee, tip, totalToRepay, repaymentDate, termDays, apr };
}

// The arithmetic shown beside marketplace offers: a loan's payments by standard amortization and the
// APR they amount to, and the savings calculator's compound interest. Amounts are integer cents; rates
// are basis points (1% = 100), so a 35.99% interest rate is 3599.
//
// A loan has two rates. The interest rate (note rate) is what the lender charges on the balance and
// sets the payment. The APR is what Regulation Z makes lenders disclose: it also counts prepaid
// finance charges such as the origination fee, over the amount financed net of them (Appendix J), so
// a loan with a fee has an APR above its interest rate.

import { firstDayOfMonth, isoDateOf } from './calendar/days.ts';
import { annualPercentageRate } from './cash-advance-apr.ts';

/**
 * The level monthly payment that repays `principalCents` in `termMonths` at `rateBps` a year,
 * compounded monthly: P·i / (1 − (1 + i)^−n) with i = rate / 12, rounded to the nearest cent, as
 * lenders disclose it; the last payment then absorbs what the rounding left (`amortize`). At 0% the
 * principal is split evenly, to the nearest cent.
 */
export function monthlyPaymentCents(principalCents: number, rateBps: number, termMonths: number): number {
  assertWholeNonNegative(principalCents, 'principalCents');
  assertWholeNonNegative(rateBps, 'rateBps');
  if (!Number.isInteger(termMonths) || termMonths < 1) throw new RangeError('termMonths must be a positive integer');
  if (principalCents === 0) return 0;
  const monthlyRate = rateBps / 10_000 / 12;
  if (monthlyRate === 0) return Math.round(principalCents / termMonths);
  return Math.round((principalCents * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths));
}

export interface LoanSchedule {
  /** Each payment but the last. */
  monthlyPaymentCents: number;
  /** The last payment: the balance left plus its month's interest, a few cents off the others. */
  finalPaymentCents: number;
  /** Every payment added up, the final one as it is: what leaves the borrower's account over the term. */
  totalOfPaymentsCents: number;
  /** totalOfPayments − principal. */
  totalInterestCents: number;
}

/**
 * The amortization schedule as a lender runs it: each month's interest is the balance times the
 * monthly rate rounded to the cent, the level payment covers it and pays the balance down, and the
 * final payment is whatever is left with its interest.
 */
export function amortize(principalCents: number, rateBps: number, termMonths: number): LoanSchedule {
  const payment = monthlyPaymentCents(principalCents, rateBps, termMonths);
  // balance × bps / 120,000 is the month's interest; both factors are whole, so the product is exact.
  const interestOn = (balance: number) => Math.round((balance * rateBps) / 120_000);
  let balance = principalCents;
  for (let month = 1; month < termMonths; month += 1) balance += interestOn(balance) - payment;
  const finalPaymentCents = balance + interestOn(balance);
  if (finalPaymentCents < 0) throw new RangeError('The level payment repays the loan before its last month');
  const totalOfPaymentsCents = payment * (termMonths - 1) + finalPaymentCents;
  return {
    monthlyPaymentCents: payment,
    finalPaymentCents,
    totalOfPaymentsCents,
    totalInterestCents: totalOfPaymentsCents - principalCents,
  };
}

export interface LoanCost extends LoanSchedule {
  /** The principal less the origination fee: what the borrower receives (Regulation Z's amount financed). */
  amountFinancedCents: number;
  /** Interest plus the origination fee: what the loan costs beyond the money borrowed (the finance charge). */
  totalCostCents: number;
  /** The APR of these payments on the amount financed (Appendix J), in basis points. */
  aprBps: number;
}

/**
 * What a loan of `principalCents` at the interest rate `rateBps` costs. The origination fee is taken
 * out of the money sent (as the lenders in the sandbox do), so the borrower repays the full
 * principal and receives less: the fee is a prepaid finance charge and raises the APR.
 */
export function loanCost(options: {
  principalCents: number;
  rateBps: number;
  termMonths: number;
  originationFeeCents: number;
}): LoanCost {
  assertWholeNonNegative(options.originationFeeCents, 'originationFeeCents');
  if (options.originationFeeCents >= options.principalCents && options.principalCents > 0) {
    throw new RangeError('The origination fee must be less than the principal');
  }
  const schedule = amortize(options.principalCents, options.rateBps, options.termMonths);
  const amountFinancedCents = options.principalCents - options.originationFeeCents;
  return {
    ...schedule,
    amountFinancedCents,
    totalCostCents: schedule.totalInterestCents + options.originationFeeCents,
    aprBps: loanAprBps(amountFinancedCents, schedule, options.termMonths),
  };
}

/**
 * The APR of a loan repaid monthly, by the actuarial method of Appendix J: the monthly rate i at which
 * the payments, discounted month by month, equal the amount financed, times 12. The contract's Appendix
 * J solver does the iteration; the loan is laid on a calendar that starts on the first of a month, so
 * every period is one whole month (the unit-period) and no odd days arise, as an estimate before the
 * funding date is known should assume.
 */
export function loanAprBps(amountFinancedCents: number, schedule: LoanSchedule, termMonths: number): number {
  if (amountFinancedCents <= 0 || schedule.totalOfPaymentsCents === 0) return 0;
  const startYear = 2000;
  const onMonth = (month: number) => isoDateOf(firstDayOfMonth(startYear, month));
  const payments = Array.from({ length: termMonths }, (_, index) => ({
    onDate: onMonth(index + 1),
    amountCents: index === termMonths - 1 ? schedule.finalPaymentCents : schedule.monthlyPaymentCents,
  }));
  const aprPercent = annualPercentageRate({ amountFinancedCents, advancedOn: onMonth(0), payments });
  return Math.round(aprPercent * 100);
}

export interface SavingsProjection {
  /** The balance at the end of the period, rounded to the cent. */
  endBalanceCents: number;
  /** The starting deposit plus every monthly deposit. */
  depositedCents: number;
  /** endBalance − deposited. */
  interestEarnedCents: number;
}

/**
 * A savings balance after `months`, with `monthlyDepositCents` added at the end of each month and
 * interest compounded monthly at the rate whose annual yield is `apyBps` (the APY a bank quotes
 * already includes compounding: the monthly rate is (1 + APY)^(1/12) − 1).
 */
export function projectSavings(options: {
  initialDepositCents: number;
  monthlyDepositCents: number;
  apyBps: number;
  months: number;
}): SavingsProjection {
  assertWholeNonNegative(options.initialDepositCents, 'initialDepositCents');
  assertWholeNonNegative(options.monthlyDepositCents, 'monthlyDepositCents');
  assertWholeNonNegative(options.apyBps, 'apyBps');
  assertWholeNonNegative(options.months, 'months');
  const monthlyRate = (1 + options.apyBps / 10_000) ** (1 / 12) - 1;
  let balance = options.initialDepositCents;
  for (let month = 0; month < options.months; month += 1) {
    balance = balance * (1 + monthlyRate) + options.monthlyDepositCents;
  }
  const endBalanceCents = Math.round(balance);
  const depositedCents = options.initialDepositCents + options.monthlyDepositCents * options.months;
  return { endBalanceCents, depositedCents, interestEarnedCents: endBalanceCents - depositedCents };
}

function assertWholeNonNegative(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
}

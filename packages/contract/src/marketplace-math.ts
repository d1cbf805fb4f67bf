// The arithmetic shown beside marketplace offers: a loan's monthly payment and total cost by standard
// amortization, and the savings calculator's compound interest. Amounts are integer cents; rates are
// basis points (1% = 100), so 35.99% APR is 3599.

/**
 * The level monthly payment that repays `principalCents` in `termMonths` at `aprBps` a year,
 * compounded monthly: P·i / (1 − (1 + i)^−n) with i = APR / 12, rounded up to the cent so the last
 * payment is never larger than the others. At 0% APR the principal is split evenly, rounded up.
 */
export function monthlyPaymentCents(principalCents: number, aprBps: number, termMonths: number): number {
  assertWholeNonNegative(principalCents, 'principalCents');
  assertWholeNonNegative(aprBps, 'aprBps');
  if (!Number.isInteger(termMonths) || termMonths < 1) throw new RangeError('termMonths must be a positive integer');
  if (principalCents === 0) return 0;
  const monthlyRate = aprBps / 10_000 / 12;
  if (monthlyRate === 0) return Math.ceil(principalCents / termMonths);
  const payment = (principalCents * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths);
  // Floating point may land a hair above a whole cent that is exact; do not round that up.
  return Math.ceil(payment - 1e-7);
}

export interface LoanCost {
  monthlyPaymentCents: number;
  /** Every payment added up: what leaves the borrower's account over the term. */
  totalOfPaymentsCents: number;
  /** totalOfPayments − principal. */
  totalInterestCents: number;
  /** Interest plus the origination fee: what the loan costs beyond the money borrowed. */
  totalCostCents: number;
}

/**
 * What a loan of `principalCents` costs. The origination fee is taken out of the money sent (as the
 * lenders in the sandbox do), so the borrower repays the full principal and receives less.
 */
export function loanCost(options: {
  principalCents: number;
  aprBps: number;
  termMonths: number;
  originationFeeCents: number;
}): LoanCost {
  assertWholeNonNegative(options.originationFeeCents, 'originationFeeCents');
  const payment = monthlyPaymentCents(options.principalCents, options.aprBps, options.termMonths);
  const totalOfPaymentsCents = payment * options.termMonths;
  const totalInterestCents = totalOfPaymentsCents - options.principalCents;
  return {
    monthlyPaymentCents: payment,
    totalOfPaymentsCents,
    totalInterestCents,
    totalCostCents: totalInterestCents + options.originationFeeCents,
  };
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

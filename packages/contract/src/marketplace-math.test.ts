import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortize, loanCost, monthlyPaymentCents, projectSavings } from './marketplace-math.ts';

describe('monthlyPaymentCents', () => {
  // Worked examples checked against the closed form with a calculator: P·i / (1 − (1 + i)^−n), to the
  // nearest cent as lenders disclose it.
  it.each([
    // $10,000 at 12% over 36 months: 332.1431... -> $332.14
    { principal: 1_000_000, rate: 1200, months: 36, payment: 33_214 },
    // $5,000 at 6% over 60 months: 96.6640... -> $96.66
    { principal: 500_000, rate: 600, months: 60, payment: 9666 },
    // $20,000 at 35.99% over 24 months: 1180.8423... -> $1,180.84
    { principal: 2_000_000, rate: 3599, months: 24, payment: 118_084 },
    // $1,200 at 0% over 12 months: exactly $100
    { principal: 120_000, rate: 0, months: 12, payment: 10_000 },
    // $1,000 at 0% over 3 months: 333.33...; the final payment takes the extra cent
    { principal: 100_000, rate: 0, months: 3, payment: 33_333 },
  ])('$principal cents at $rate bps over $months months is $payment', ({ principal, rate, months, payment }) => {
    expect(monthlyPaymentCents(principal, rate, months)).toBe(payment);
  });

  it('is zero for a zero principal', () => {
    expect(monthlyPaymentCents(0, 1500, 12)).toBe(0);
  });

  it('refuses fractional cents, negative rates and empty terms', () => {
    expect(() => monthlyPaymentCents(100.5, 1000, 12)).toThrow(RangeError);
    expect(() => monthlyPaymentCents(100_000, -1, 12)).toThrow(RangeError);
    expect(() => monthlyPaymentCents(100_000, 1000, 0)).toThrow(RangeError);
  });
});

/**
 * An amortization schedule computed here in whole cents with BigInt, independently of the module:
 * each month's interest is balance × rate / 12 rounded half up to the cent, the payment pays it and
 * then principal, and the last payment is what is left plus its interest.
 */
function scheduleByHand(principalCents: number, rateBps: number, months: number, paymentCents: number) {
  const payments: number[] = [];
  let balance = BigInt(principalCents);
  for (let month = 1; month <= months; month += 1) {
    const interest = (balance * BigInt(rateBps) * 2n + 120_000n) / 240_000n;
    if (month === months) payments.push(Number(balance + interest));
    else {
      payments.push(paymentCents);
      balance = balance + interest - BigInt(paymentCents);
    }
  }
  return payments;
}

describe('amortize', () => {
  it('adjusts the final payment, as a textbook schedule does: $1,000 at 12% over 3 months', () => {
    // i = 1%: payment 1000 × 0.01 / (1 − 1.01^−3) = 340.0221 -> $340.02.
    // Month 1: interest $10.00, balance 1000 + 10.00 − 340.02 = $669.98.
    // Month 2: interest 6.6998 -> $6.70, balance 669.98 + 6.70 − 340.02 = $336.66.
    // Month 3: interest 3.3666 -> $3.37, final payment 336.66 + 3.37 = $340.03.
    expect(amortize(100_000, 1200, 3)).toEqual({
      monthlyPaymentCents: 34_002,
      finalPaymentCents: 34_003,
      totalOfPaymentsCents: 102_007,
      totalInterestCents: 2007,
    });
  });

  it('totals the schedule exactly, not payment × months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 6, max: 84 }),
        (principal, rate, months) => {
          const schedule = amortize(principal, rate, months);
          const byHand = scheduleByHand(principal, rate, months, schedule.monthlyPaymentCents);
          expect(schedule.finalPaymentCents).toBe(byHand.at(-1));
          expect(schedule.totalOfPaymentsCents).toBe(byHand.reduce((sum, payment) => sum + payment, 0));
          // Rounding to the nearest cent leaves the final payment within a cent a month of the others,
          // grown by the interest since.
          const drift = months * (1 + rate / 120_000) ** months;
          expect(Math.abs(schedule.finalPaymentCents - schedule.monthlyPaymentCents)).toBeLessThanOrEqual(drift);
        },
      ),
    );
  });
});

describe('loanCost', () => {
  it('adds the schedule up and counts the origination fee as cost and as a finance charge', () => {
    const cost = loanCost({ principalCents: 1_000_000, rateBps: 1200, termMonths: 36, originationFeeCents: 50_000 });
    const byHand = scheduleByHand(1_000_000, 1200, 36, 33_214);
    const total = byHand.reduce((sum, payment) => sum + payment, 0);
    expect(cost).toMatchObject({
      monthlyPaymentCents: 33_214,
      finalPaymentCents: byHand.at(-1),
      totalOfPaymentsCents: total,
      totalInterestCents: total - 1_000_000,
      amountFinancedCents: 950_000,
      totalCostCents: total - 1_000_000 + 50_000,
    });
  });

  it('costs nothing beyond the fee at 0%, and its APR is then 0', () => {
    const cost = loanCost({ principalCents: 120_000, rateBps: 0, termMonths: 12, originationFeeCents: 0 });
    expect(cost.totalCostCents).toBe(0);
    expect(cost.aprBps).toBe(0);
  });

  // Regulation Z Appendix J, actuarial method, worked independently of this module (bisection on
  // amount financed = Σ payment / (1 + i)^k, APR = 12 i): the fee is a prepaid finance charge and the
  // amount financed is net of it. Tolerance 1/8 of a point (12.5 bps), 1026.22(a)(2).
  it.each([
    // Northwind: $15,000, 60 months, 7.99%, 1% fee: $304.07 a month on $14,850 financed -> 8.42%.
    { lender: 'Northwind', principal: 1_500_000, rate: 799, months: 60, feeBps: 100, apr: 842 },
    // Harborlight: $10,000, 48 months, 9.95%, 3% fee: $253.39 a month on $9,700 -> 11.57%.
    { lender: 'Harborlight', principal: 1_000_000, rate: 995, months: 48, feeBps: 300, apr: 1157 },
    // Prairiestone: $10,000, 36 months, 18.99%, 6% fee: $366.51 a month on $9,400 -> 23.54%.
    { lender: 'Prairiestone low', principal: 1_000_000, rate: 1899, months: 36, feeBps: 600, apr: 2354 },
    // Prairiestone at the top of its range: 35.99%, 6% fee: $457.98 a month on $9,400 -> 41.05%.
    { lender: 'Prairiestone high', principal: 1_000_000, rate: 3599, months: 36, feeBps: 600, apr: 4105 },
    // No fee: the APR is the interest rate.
    { lender: 'no fee', principal: 1_000_000, rate: 649, months: 36, feeBps: 0, apr: 649 },
  ])('$lender: the APR counts the origination fee ($apr bps)', ({ principal, rate, months, feeBps, apr }) => {
    const cost = loanCost({
      principalCents: principal,
      rateBps: rate,
      termMonths: months,
      originationFeeCents: (principal * feeBps) / 10_000,
    });
    expect(Math.abs(cost.aprBps - apr)).toBeLessThanOrEqual(12.5);
    if (feeBps > 0) expect(cost.aprBps).toBeGreaterThan(rate + 12.5);
  });
});

describe('projectSavings', () => {
  it('grows a deposit by exactly the APY in a year', () => {
    // $1,000 at 4.50% APY for 12 months with nothing added: $1,045.00.
    expect(projectSavings({ initialDepositCents: 100_000, monthlyDepositCents: 0, apyBps: 450, months: 12 })).toEqual({
      endBalanceCents: 104_500,
      depositedCents: 100_000,
      interestEarnedCents: 4500,
    });
  });

  it('adds monthly deposits at the end of each month', () => {
    // $0 start, $100 a month for 12 months at 0%: $1,200 and no interest.
    expect(projectSavings({ initialDepositCents: 0, monthlyDepositCents: 10_000, apyBps: 0, months: 12 })).toEqual({
      endBalanceCents: 120_000,
      depositedCents: 120_000,
      interestEarnedCents: 0,
    });
    // $100 a month for 24 months at 5.00% APY: the annuity's future value, 100·((1+m)^24 − 1)/m with
    // m = 1.05^(1/12) − 1 = 0.0040741..., is $2,515.88 (2515.878...).
    expect(
      projectSavings({ initialDepositCents: 0, monthlyDepositCents: 10_000, apyBps: 500, months: 24 }).endBalanceCents,
    ).toBe(251_588);
  });

  it('keeps the deposit for zero months', () => {
    expect(
      projectSavings({ initialDepositCents: 50_000, monthlyDepositCents: 10_000, apyBps: 500, months: 0 })
        .endBalanceCents,
    ).toBe(50_000);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanCost, monthlyPaymentCents, projectSavings } from './marketplace-math.ts';

describe('monthlyPaymentCents', () => {
  // Worked examples checked against the closed form with a calculator: P·i / (1 − (1 + i)^−n).
  it.each([
    // $10,000 at 12% over 36 months: 332.1431... -> $332.15
    { principal: 1_000_000, apr: 1200, months: 36, payment: 33_215 },
    // $5,000 at 6% over 60 months: 96.6640... -> $96.67
    { principal: 500_000, apr: 600, months: 60, payment: 9667 },
    // $20,000 at 35.99% over 24 months: 1180.8423... -> $1,180.85
    { principal: 2_000_000, apr: 3599, months: 24, payment: 118_085 },
    // $1,200 at 0% over 12 months: exactly $100
    { principal: 120_000, apr: 0, months: 12, payment: 10_000 },
    // $1,000 at 0% over 3 months: 333.33... rounded up so three payments cover it
    { principal: 100_000, apr: 0, months: 3, payment: 33_334 },
  ])('$principal cents at $apr bps over $months months is $payment', ({ principal, apr, months, payment }) => {
    expect(monthlyPaymentCents(principal, apr, months)).toBe(payment);
  });

  it('is zero for a zero principal', () => {
    expect(monthlyPaymentCents(0, 1500, 12)).toBe(0);
  });

  it('refuses fractional cents, negative rates and empty terms', () => {
    expect(() => monthlyPaymentCents(100.5, 1000, 12)).toThrow(RangeError);
    expect(() => monthlyPaymentCents(100_000, -1, 12)).toThrow(RangeError);
    expect(() => monthlyPaymentCents(100_000, 1000, 0)).toThrow(RangeError);
  });

  it('always repays the principal with the interest the schedule accrues, never more than a cent a month over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 6, max: 84 }),
        (principal, apr, months) => {
          const payment = monthlyPaymentCents(principal, apr, months);
          // Run the schedule: each month's interest accrues on the balance, then the payment lands.
          const rate = apr / 10_000 / 12;
          let balance = principal;
          for (let month = 0; month < months; month += 1) balance = balance * (1 + rate) - payment;
          // Overpaid by at most the rounding: under one cent a month, grown by the interest since.
          expect(balance).toBeLessThanOrEqual(1e-6);
          expect(balance).toBeGreaterThan(-months * (1 + rate) ** months);
        },
      ),
    );
  });
});

describe('loanCost', () => {
  it('adds the payments up and counts the origination fee as cost', () => {
    expect(loanCost({ principalCents: 1_000_000, aprBps: 1200, termMonths: 36, originationFeeCents: 50_000 })).toEqual({
      monthlyPaymentCents: 33_215,
      totalOfPaymentsCents: 1_195_740,
      totalInterestCents: 195_740,
      totalCostCents: 245_740,
    });
  });

  it('costs nothing beyond the fee at 0% APR', () => {
    expect(
      loanCost({ principalCents: 120_000, aprBps: 0, termMonths: 12, originationFeeCents: 0 }).totalCostCents,
    ).toBe(0);
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

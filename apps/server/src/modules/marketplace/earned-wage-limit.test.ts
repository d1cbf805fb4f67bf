import { describe, expect, it } from 'vitest';
import { estimatedEarnedWageLimitCents, paychecksPerYear } from './earned-wage-limit.ts';

describe('estimatedEarnedWageLimitCents', () => {
  it('is half of one paycheck before taxes, rounded down to whole $10', () => {
    // $31,200 a year paid weekly: $600 a paycheck, $300 earned by mid-period.
    expect(estimatedEarnedWageLimitCents({ annualIncomeCents: 3_120_000, payFrequency: 'WEEKLY' }, 100_000)).toBe(
      30_000,
    );
    // $26,000 twice a month: $1,083.33 a paycheck, half is $541.67, shown as $540.
    expect(
      estimatedEarnedWageLimitCents({ annualIncomeCents: 2_600_000, payFrequency: 'TWICE_A_MONTH' }, 100_000),
    ).toBe(54_000);
    expect(estimatedEarnedWageLimitCents({ annualIncomeCents: 1_200_000, payFrequency: 'MONTHLY' }, 100_000)).toBe(
      50_000,
    );
  });

  it('assumes pay every two weeks when there is no pay schedule', () => {
    expect(estimatedEarnedWageLimitCents({ annualIncomeCents: 2_600_000, payFrequency: null }, 100_000)).toBe(50_000);
    expect(paychecksPerYear.BIWEEKLY).toBe(26);
  });

  it("is capped at the provider's largest advance", () => {
    expect(estimatedEarnedWageLimitCents({ annualIncomeCents: 12_000_000, payFrequency: 'MONTHLY' }, 75_000)).toBe(
      75_000,
    );
  });

  it('is unknown without an income, and nothing for no income', () => {
    expect(estimatedEarnedWageLimitCents({ annualIncomeCents: null, payFrequency: 'WEEKLY' }, 75_000)).toBeNull();
    expect(estimatedEarnedWageLimitCents({ annualIncomeCents: 0, payFrequency: 'WEEKLY' }, 75_000)).toBe(0);
  });
});

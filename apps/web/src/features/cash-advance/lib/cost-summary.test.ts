import { annualPercentageRate } from '@fernleaf/contract/cash-advance-apr';
import { describe, expect, it } from 'vitest';
import { costSummary } from './cost-summary';

describe('costSummary', () => {
  it('adds the fee and tip to the amount and works out the APR over the term', () => {
    const summary = costSummary({
      amount: 10000,
      fee: 299,
      tip: 500,
      advancedOn: '2026-11-10',
      repaymentDate: '2026-11-24',
    });
    expect(summary).toMatchObject({ amount: 10000, fee: 299, tip: 500, totalToRepay: 10799, termDays: 14 });
    expect(summary.apr).toBe(
      annualPercentageRate({
        amountFinancedCents: 10000,
        advancedOn: '2026-11-10',
        payments: [{ onDate: '2026-11-24', amountCents: 10799 }],
      }),
    );
    // $7.99 on $100 for 14 days is about 208% a year.
    expect(summary.apr).toBeGreaterThan(200);
    expect(summary.apr).toBeLessThan(210);
  });

  it('is 0% with standard delivery and no tip, with or without a date', () => {
    expect(
      costSummary({ amount: 5000, fee: 0, tip: 0, advancedOn: '2026-11-10', repaymentDate: '2026-11-24' }),
    ).toEqual({ amount: 5000, fee: 0, tip: 0, totalToRepay: 5000, repaymentDate: '2026-11-24', termDays: 14, apr: 0 });
    expect(costSummary({ amount: 5000, fee: 0, tip: 0, advancedOn: null, repaymentDate: null }).apr).toBe(0);
  });

  it('leaves the APR unknown while the repayment date is', () => {
    const summary = costSummary({ amount: 5000, fee: 199, tip: 0, advancedOn: '2026-11-10', repaymentDate: null });
    expect(summary).toMatchObject({ totalToRepay: 5199, termDays: null, apr: null });
  });

  it('grows the APR with the tip', () => {
    const base = { amount: 5000, fee: 0, advancedOn: '2026-11-10', repaymentDate: '2026-11-20' };
    const small = costSummary({ ...base, tip: 100 }).apr ?? 0;
    const large = costSummary({ ...base, tip: 500 }).apr ?? 0;
    expect(large).toBeGreaterThan(small);
  });
});
